import { STORAGE_KEYS } from '@esn/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readStorage } from '../../../shared/lib/storage';
import { Card } from '../../../shared/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { AUTH_TAB_PARAM, authTabFromParam, type AuthTab } from '../authTab';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * A link's `?auth=` wins; otherwise someone who has signed in on this browser before most likely wants to
 * sign in again.
 */
function initialTab(search: string): AuthTab {
  const asked = authTabFromParam(new URLSearchParams(search).get(AUTH_TAB_PARAM));
  if (asked) return asked;
  return readStorage('local', STORAGE_KEYS.everLoggedIn) ? 'signIn' : 'signUp';
}

/** Once the panel has read `?auth=`, it leaves the address, so a reload or a shared link stays clean. */
function useDropAuthTabParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const hasParam = params.has(AUTH_TAB_PARAM);
  params.delete(AUTH_TAB_PARAM);
  const rest = params.toString();
  const { pathname, hash, state } = location;
  useEffect(() => {
    if (!hasParam) return;
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state });
  }, [hasParam, pathname, rest, hash, state, navigate]);
}

export function AuthPanel() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  // Read once: the tabs are uncontrolled, and the parameter is gone after the first render.
  const [defaultTab] = useState(() => initialTab(search));
  useDropAuthTabParam();
  return (
    <Card id="auth" className="w-full">
      <Tabs defaultValue={defaultTab}>
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
