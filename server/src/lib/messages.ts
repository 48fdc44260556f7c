import type { ErrorCode } from '@esn/contract';
import type { Lang } from './language';

/** Texts of every error code, in both languages: the one copy; the web shows the message the server sends. */
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
  database_unavailable: {
    tr: 'Hizmet şu anda kısa bir bakımda. Lütfen birkaç saniye sonra tekrar deneyin.',
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
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
  cannot_connect_self: { tr: 'Kendinize bağlantı isteği gönderemezsiniz.', en: 'You cannot connect with yourself.' },
  connection_exists: { tr: 'Bu kişiyle zaten bir bağlantınız veya bekleyen isteğiniz var.', en: 'You are already connected or have a pending request.' },
  no_pending_request: { tr: 'Bekleyen bir bağlantı isteği yok.', en: 'There is no pending connection request.' },
  already_voted: { tr: 'Bu ankette zaten oy kullandınız.', en: 'You have already voted in this poll.' },
  poll_closed: { tr: 'Bu anket sona erdi.', en: 'This poll has ended.' },
  unknown_poll_option: { tr: 'Böyle bir seçenek yok.', en: 'No such option.' },
  upload_type: {
    tr: 'Desteklenmeyen dosya türü. Görseller: JPEG, PNG, WebP, GIF; videolar: MP4, WebM.',
    en: 'Unsupported file type. Images: JPEG, PNG, WebP, GIF; videos: MP4, WebM.',
  },
  upload_too_large: { tr: 'Dosya çok büyük (görsel en fazla 5 MB, video en fazla 50 MB).', en: 'The file is too large (images up to 5 MB, videos up to 50 MB).' },
  upload_missing: { tr: 'Bir dosya seçin.', en: 'Choose a file.' },
  upload_rate_limited: {
    tr: 'Kısa sürede çok fazla dosya yüklediniz. Lütfen bir dakika sonra tekrar deneyin.',
    en: 'You uploaded too many files in a short time. Please try again in a minute.',
  },
  media_not_found: { tr: 'Eklenen dosya bulunamadı.', en: 'The attached file was not found.' },
  post_not_found: { tr: 'Gönderi bulunamadı.', en: 'Post not found.' },
  comment_not_found: { tr: 'Yorum bulunamadı.', en: 'Comment not found.' },
  career_limit: { tr: 'En fazla 50 kariyer kaydı ekleyebilirsiniz.', en: 'You can add at most 50 career entries.' },
  team_not_found: { tr: 'Takım bulunamadı.', en: 'Team not found.' },
  team_not_active: { tr: 'Bu takım şu anda başvuru ve davet kabul etmiyor.', en: 'This team is not taking applications or invitations right now.' },
  not_team_member: { tr: 'Bu kişi takımın üyesi değil.', en: 'This person is not a member of the team.' },
  already_member: { tr: 'Bu kişi zaten takımın üyesi.', en: 'This person is already a member of the team.' },
  already_pending: { tr: 'Bu takım için zaten bekleyen bir başvuru veya davet var.', en: 'There is already a pending application or invitation for this team.' },
  request_not_pending: { tr: 'Bu başvuru veya davet artık beklemede değil.', en: 'This application or invitation is no longer pending.' },
  already_in_team_for_game: {
    tr: 'Bu oyuncu aynı oyunda başka bir takımda zaten oyuncu olarak yer alıyor.',
    en: 'This player already plays for another team in the same game.',
  },
  team_full: { tr: 'Takım kadrosu dolu (en fazla 30 üye).', en: 'The roster is full (at most 30 members).' },
  owner_cannot_leave: {
    tr: 'Takım sahibi takımdan ayrılamaz; önce sahipliği devredin veya takımı silin.',
    en: 'The owner cannot leave the team; transfer ownership or delete the team first.',
  },
  cannot_invite_self: { tr: 'Kendinizi davet edemezsiniz.', en: 'You cannot invite yourself.' },
  captain_must_be_player: { tr: 'Kaptan yalnızca bir oyuncu olabilir.', en: 'Only a player can be the captain.' },
  already_owner: { tr: 'Bu kişi zaten takımın sahibi.', en: 'This person already owns the team.' },
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
  social_handle: { tr: 'https:// ile başlayan bir adres ya da kullanıcı adı girin.', en: 'Enter an https:// address or a handle.' },
  birth_date_age: { tr: 'Yaşınız 13 ile 100 arasında olmalı.', en: 'You must be between 13 and 100 years old.' },
  duplicate_game: { tr: 'Her oyunu bir kez ekleyin.', en: 'Add each game only once.' },
  year_month: { tr: 'Ay ve yılı YYYY-AA biçiminde girin.', en: 'Enter the month as YYYY-MM.' },
  to_before_from: { tr: 'Bitiş, başlangıçtan önce olamaz.', en: 'The end cannot be before the start.' },
  post_body_required: { tr: 'Bir şeyler yazın.', en: 'Write something.' },
  post_media_required: { tr: 'En az bir dosya ekleyin.', en: 'Attach at least one file.' },
  post_poll_required: { tr: 'Anket seçeneklerini girin.', en: 'Enter the poll options.' },
  post_media_only: { tr: 'Dosya yalnızca görsel veya video gönderisine eklenebilir.', en: 'Only image and video posts can carry files.' },
  post_video_one: { tr: 'Bir gönderiye en fazla bir video eklenebilir.', en: 'A post can carry at most one video.' },
  post_poll_duplicate: { tr: 'Anket seçenekleri birbirinden farklı olmalı.', en: 'Poll options must differ.' },
  post_poll_ends_past: { tr: 'Anketin bitişi gelecekte olmalı.', en: 'The poll must end in the future.' },
  founded_future: { tr: 'Kuruluş yılı gelecekte olamaz.', en: 'The founding year cannot be in the future.' },
  image_ref: { tr: 'Yüklenmiş bir görsel ya da https:// ile başlayan bir adres girin.', en: 'Use an uploaded image or an https:// address.' },
  empty_update: { tr: 'Değiştirilecek bir alan yok.', en: 'Nothing to update.' },
  post_poll_only: { tr: 'Anket yalnızca anket gönderisine eklenebilir.', en: 'Only a poll post can carry a poll.' },
};

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return errors[code][lang];
}

export function fieldMessage(key: string, lang: Lang, params: Record<string, string> = {}): string | undefined {
  const text = fieldMessages[key]?.[lang];
  return text?.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
}
