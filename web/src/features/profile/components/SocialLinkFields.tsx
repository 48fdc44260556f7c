import { SOCIAL_NETWORKS } from '@esn/contract';
import type { SocialNetworkId } from '../lib/socialLinks';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/Field';

interface Props {
  value: Record<SocialNetworkId, string>;
  onChange: (value: Record<SocialNetworkId, string>) => void;
  errors: Record<string, string>;
}

/** One field per social network; an error about the links as a whole shows under the first (Discord). */
export function SocialLinkFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={t(`social.networks.${network}`)}
          value={value[network]}
          onChange={(event) => onChange({ ...value, [network]: event.target.value })}
          error={errors[`socialLinks.${network}`] ?? (network === 'discord' ? errors.socialLinks : undefined)}
          placeholder={t(`edit.placeholders.social.${network}`)}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
    </div>
  );
}
