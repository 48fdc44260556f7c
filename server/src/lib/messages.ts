import type { ErrorCode } from '@esn/contract';
import type { Lang } from './language';

/** Server-side texts shown to people, in both languages (keys of the web's `errors` namespace match). */
const errors: Record<ErrorCode, Record<Lang, string>> = {
  validation: { tr: 'Gönderilen bilgiler geçersiz.', en: 'The submitted data is invalid.' },
  malformed_json: { tr: 'İstek gövdesi geçerli bir JSON değil.', en: 'The request body is not valid JSON.' },
  unsupported_media_type: {
    tr: 'Desteklenmeyen içerik türü; JSON gönderin.',
    en: 'Unsupported content type; send JSON.',
  },
  payload_too_large: { tr: 'İstek çok büyük.', en: 'The request is too large.' },
  not_found: { tr: 'Bulunamadı.', en: 'Not found.' },
  route_not_found: { tr: 'Böyle bir API adresi yok.', en: 'No such API route.' },
  unauthorized: { tr: 'Oturum açmanız gerekiyor.', en: 'You need to sign in.' },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  rate_limited: {
    tr: 'Çok fazla deneme yaptınız. Lütfen bir dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in a minute.',
  },
  internal: { tr: 'Beklenmeyen bir hata oluştu.', en: 'An unexpected error occurred.' },
  email_taken: { tr: 'Bu e-posta adresi zaten kayıtlı.', en: 'This e-mail address is already registered.' },
  nickname_taken: { tr: 'Bu kullanıcı adı zaten alınmış.', en: 'This nickname is already taken.' },
  invalid_credentials: { tr: 'E-posta veya şifre hatalı.', en: 'Wrong e-mail or password.' },
  invalid_reset_token: {
    tr: 'Şifre sıfırlama bağlantısı geçersiz, süresi dolmuş veya daha önce kullanılmış.',
    en: 'The password reset link is invalid, expired or already used.',
  },
  role_already_chosen: {
    tr: 'Rolünüz zaten seçildi ve değiştirilemez.',
    en: 'Your role has already been chosen and cannot be changed.',
  },
  role_required: { tr: 'Önce rolünüzü seçin.', en: 'Choose your role first.' },
  not_team_owner: {
    tr: 'Takım oluşturmak için takım sahibi rolüne sahip olmalısınız.',
    en: 'You need the team owner role to create a team.',
  },
  onboarding_incomplete: { tr: 'Önce kaydınızı tamamlayın.', en: 'Complete onboarding first.' },
  admin_only: { tr: 'Bu alan yalnızca yöneticiler içindir.', en: 'This area is for administrators only.' },
  cannot_follow_self: { tr: 'Kendinizi takip edemezsiniz.', en: 'You cannot follow yourself.' },
};

/** Custom zod issue messages used by the contract (`{ message: 'nickname_chars' }`). */
const fieldMessages: Record<string, Record<Lang, string>> = {
  nickname_chars: {
    tr: 'Kullanıcı adı yalnızca harf, rakam, _ . - içerebilir.',
    en: 'A nickname may contain only letters, digits, _ . and -.',
  },
  country_code: { tr: 'Geçerli bir ülke kodu seçin.', en: 'Choose a valid country code.' },
  nothing_to_update: { tr: 'Değiştirilecek bir alan yok.', en: 'Nothing to update.' },
  unknown_field: { tr: 'Bilinmeyen alan: {field}', en: 'Unknown field: {field}' },
};

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return errors[code][lang];
}

export function fieldMessage(key: string, lang: Lang, params: Record<string, string> = {}): string | undefined {
  const text = fieldMessages[key]?.[lang];
  return text?.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
}
