import { STORAGE_KEYS } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { readStorage } from '../../../shared/lib/storage';
import { Card } from '../../../shared/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** Someone who has signed in on this browser before most likely wants to sign in again. */
function initialTab(): 'signIn' | 'signUp' {
  return readStorage('local', STORAGE_KEYS.everLoggedIn) ? 'signIn' : 'signUp';
}

export function AuthPanel() {
  const { t } = useTranslation('auth');
  return (
    <Card id="auth" className="w-full">
      <Tabs defaultValue={initialTab()}>
        <TabsList aria-label={t('panelLabel')}>
          <TabsTrigger value="signIn">{t('signIn.tab')}</TabsTrigger>
          <TabsTrigger value="signUp">{t('signUp.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="signIn">
          <h2 className="mb-4 text-xl font-semibold text-white">{t('signIn.title')}</h2>
          <SignInForm />
        </TabsContent>
        <TabsContent value="signUp">
          <h2 className="mb-4 text-xl font-semibold text-white">{t('signUp.title')}</h2>
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
