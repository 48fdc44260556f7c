import type { ErrorCode } from '@esn/contract';
import type { Lang } from './language';

/**
 * Texts of every error code, in both languages: the one source. The web keeps a generated copy
 * (web/public/locales/<lang>/errorCodes.json, `npm run error-texts -w server`; a test keeps it equal) so that a
 * shown error follows a language switch: it keeps the code and params and translates at render.
 */
const errors: Record<ErrorCode, Record<Lang, string>> = {
  validation: { tr: 'Gönderilen bilgiler geçersiz.', en: 'The submitted data is invalid.' },
  malformed_json: { tr: 'İstek gövdesi geçerli bir JSON değil.', en: 'The request body is not valid JSON.' },
  unsupported_media_type: {
    tr: 'Desteklenmeyen içerik türü; JSON gönderin.',
    en: 'Unsupported content type; send JSON.',
  },
  payload_too_large: { tr: 'İstek çok büyük.', en: 'The request is too large.' },
  not_found: { tr: 'Bulunamadı.', en: 'Not found.' },
  cv_members_only: {
    tr: 'Bu CV yalnızca üyelere açık; görmek için oturum aç.',
    en: 'This CV is for members only; sign in to see it.',
  },
  cv_connections_only: {
    tr: 'Bu CV yalnızca bağlantılarına açık.',
    en: 'This CV is only for its owner’s connections.',
  },
  cv_not_public: { tr: 'Bu CV herkese açık değil.', en: 'This CV is not public.' },
  route_not_found: { tr: 'Böyle bir API adresi yok.', en: 'No such API route.' },
  unauthorized: { tr: 'Oturum açman gerekiyor.', en: 'You need to sign in.' },
  forbidden: { tr: 'Bu işlem için yetkin yok.', en: 'You are not allowed to do this.' },
  rate_limited: {
    tr: 'Çok fazla deneme yaptın. Lütfen bir dakika sonra tekrar dene.',
    en: 'Too many attempts. Please try again in a minute.',
  },
  internal: { tr: 'Beklenmeyen bir hata oluştu.', en: 'An unexpected error occurred.' },
  database_unavailable: {
    tr: 'Hizmet şu anda kısa bir bakımda. Lütfen birkaç saniye sonra tekrar dene.',
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
  email_taken: { tr: 'Bu e-posta adresi zaten kayıtlı.', en: 'This e-mail address is already registered.' },
  nickname_taken: { tr: 'Bu kullanıcı adı zaten alınmış.', en: 'This nickname is already taken.' },
  invalid_credentials: { tr: 'E-posta veya şifre hatalı.', en: 'Wrong e-mail or password.' },
  invalid_reset_token: {
    tr: 'Şifre sıfırlama bağlantısı geçersiz, süresi dolmuş veya daha önce kullanılmış.',
    en: 'The password reset link is invalid, expired or already used.',
  },
  invalid_unsubscribe_token: {
    tr: 'Abonelikten çıkma bağlantısı geçersiz; e-postadaki bağlantıyı eksiksiz aç veya ayarlarından kapat.',
    en: 'The unsubscribe link is invalid; open the whole link from the e-mail, or turn e-mails off in your settings.',
  },
  role_already_chosen: {
    tr: 'Rolün zaten seçildi ve değiştirilemez.',
    en: 'Your role has already been chosen and cannot be changed.',
  },
  role_required: { tr: 'Önce rolünü seç.', en: 'Choose your role first.' },
  not_team_owner: {
    tr: 'Takım oluşturmak için takım sahibi rolüne sahip olmalısın.',
    en: 'You need the team owner role to create a team.',
  },
  onboarding_incomplete: { tr: 'Önce kaydını tamamla.', en: 'Complete onboarding first.' },
  admin_only: { tr: 'Bu alan yalnızca yöneticiler içindir.', en: 'This area is for administrators only.' },
  cannot_follow_self: { tr: 'Kendini takip edemezsin.', en: 'You cannot follow yourself.' },
  cannot_connect_self: { tr: 'Kendine bağlantı isteği gönderemezsin.', en: 'You cannot connect with yourself.' },
  connection_exists: {
    tr: 'Bu kişiyle zaten bir bağlantın veya bekleyen isteğin var.',
    en: 'You are already connected or have a pending request.',
  },
  no_pending_request: { tr: 'Bekleyen bir bağlantı isteği yok.', en: 'There is no pending connection request.' },
  already_voted: { tr: 'Bu ankette zaten oy kullandın.', en: 'You have already voted in this poll.' },
  poll_closed: { tr: 'Bu anket sona erdi.', en: 'This poll has ended.' },
  own_poll: {
    tr: 'Kendi anketinde oy kullanamazsın; sonuçları baştan görürsün.',
    en: 'You cannot vote in your own poll; you see its results from the start.',
  },
  unknown_poll_option: { tr: 'Böyle bir seçenek yok.', en: 'No such option.' },
  upload_type: {
    tr: 'Desteklenmeyen dosya türü. Görseller: JPEG, PNG, WebP, GIF; videolar: MP4, WebM.',
    en: 'Unsupported file type. Images: JPEG, PNG, WebP, GIF; videos: MP4, WebM.',
  },
  upload_too_large: {
    tr: 'Dosya çok büyük (görsel en fazla 5 MB, video en fazla 50 MB).',
    en: 'The file is too large (images up to 5 MB, videos up to 50 MB).',
  },
  upload_missing: { tr: 'Bir dosya seç.', en: 'Choose a file.' },
  upload_rate_limited: {
    tr: 'Kısa sürede çok fazla dosya yükledin. Lütfen bir dakika sonra tekrar dene.',
    en: 'You uploaded too many files in a short time. Please try again in a minute.',
  },
  media_not_found: { tr: 'Eklenen dosya bulunamadı.', en: 'The attached file was not found.' },
  post_not_found: { tr: 'Gönderi bulunamadı.', en: 'Post not found.' },
  comment_not_found: { tr: 'Yorum bulunamadı.', en: 'Comment not found.' },
  record_entry_not_found: {
    tr: 'Doğrulanmış kayıt bulunamadı.',
    en: 'This verified entry was not found.',
  },
  record_not_owner: {
    tr: 'Yalnızca kendi doğrulanmış kayıtlarını gizleyebilirsin.',
    en: 'You can only hide your own verified entries.',
  },
  verified_entry_readonly: {
    tr: 'Platform tarafından doğrulanan kayıtlar düzenlenemez; yalnızca gizlenebilir.',
    en: 'Entries verified by the platform cannot be edited, only hidden.',
  },
  career_limit: { tr: 'En fazla 50 kariyer kaydı ekleyebilirsin.', en: 'You can add at most 50 career entries.' },
  team_not_found: { tr: 'Takım bulunamadı.', en: 'Team not found.' },
  team_not_active: {
    tr: 'Bu takım şu anda başvuru ve davet kabul etmiyor.',
    en: 'This team is not taking applications or invitations right now.',
  },
  not_team_member: { tr: 'Bu kişi takımın üyesi değil.', en: 'This person is not a member of the team.' },
  already_member: { tr: 'Bu kişi zaten takımın üyesi.', en: 'This person is already a member of the team.' },
  already_pending: {
    tr: 'Bu takım için zaten bekleyen bir başvuru veya davet var.',
    en: 'There is already a pending application or invitation for this team.',
  },
  request_not_pending: {
    tr: 'Bu başvuru veya davet artık beklemede değil.',
    en: 'This application or invitation is no longer pending.',
  },
  already_in_team_for_game: {
    tr: 'Bu oyuncu aynı oyunda başka bir takımda zaten oyuncu olarak yer alıyor.',
    en: 'This player already plays for another team in the same game.',
  },
  team_full: { tr: 'Takım kadrosu dolu (en fazla 30 üye).', en: 'The roster is full (at most 30 members).' },
  owner_cannot_leave: {
    tr: 'Takım sahibi takımdan ayrılamaz; önce sahipliği devret veya takımı sil.',
    en: 'The owner cannot leave the team; transfer ownership or delete the team first.',
  },
  cannot_invite_self: { tr: 'Kendini davet edemezsin.', en: 'You cannot invite yourself.' },
  captain_must_be_player: { tr: 'Kaptan yalnızca bir oyuncu olabilir.', en: 'Only a player can be the captain.' },
  already_owner: { tr: 'Bu kişi zaten takımın sahibi.', en: 'This person already owns the team.' },
  tournament_not_found: { tr: 'Turnuva bulunamadı.', en: 'Tournament not found.' },
  registration_not_found: { tr: 'Kayıt bulunamadı.', en: 'Registration not found.' },
  match_not_found: { tr: 'Maç bulunamadı.', en: 'Match not found.' },
  result_not_rated: {
    tr: 'Bu maçın sonucu hiçbir derecelendirmeyi değiştirmedi; geçersiz sayılacak bir şey yok.',
    en: "This match's result never moved ratings, so there is nothing to void.",
  },
  result_already_voided: { tr: 'Bu sonuç zaten geçersiz sayıldı.', en: 'This result is already voided.' },
  result_not_voided: { tr: 'Bu sonuç geçersiz sayılmamış.', en: 'This result is not voided.' },
  league_not_found: { tr: 'Lig bulunamadı.', en: 'League not found.' },
  not_organizer: {
    tr: 'Bunu yalnızca turnuvanın veya ligin organizatörü ya da bir yönetici yapabilir.',
    en: 'Only the organizer or an administrator can do this.',
  },
  tournament_full: { tr: 'Turnuva dolu; kontenjan kalmadı.', en: 'The tournament is full.' },
  registration_not_open: {
    tr: 'Bu turnuvada kayıtlar şu anda açık değil.',
    en: 'Registration for this tournament is not open.',
  },
  registration_deadline_passed: { tr: 'Kayıt süresi doldu.', en: 'The registration deadline has passed.' },
  already_registered: { tr: 'Bu turnuvaya zaten kayıtlısın.', en: 'Already registered for this tournament.' },
  team_wrong_game: {
    tr: 'Bu takım turnuvanın oyununda yer almıyor.',
    en: 'This team does not play the game of this tournament.',
  },
  team_required: {
    tr: 'Takım turnuvası: kaydolacak takımı seç.',
    en: 'This is a team tournament: choose the team to register.',
  },
  solo_tournament: {
    tr: 'Bu turnuvaya takımlar değil, oyuncular bireysel olarak kaydolur.',
    en: 'Players register individually for this tournament, not teams.',
  },
  not_team_manager: {
    tr: 'Takımı yalnızca sahibi veya bir yöneticisi kaydedebilir.',
    en: 'Only the team owner or a manager can do this for the team.',
  },
  withdraw_closed: {
    tr: 'Kayıt süresi dolduktan veya eşleşmeler oluşturulduktan sonra kayıttan çekilinemez.',
    en: 'You cannot withdraw after the deadline or once the bracket exists.',
  },
  check_in_closed: { tr: 'Şu anda check-in zamanı değil.', en: 'Check-in is not open now.' },
  bracket_exists: {
    tr: 'Bu turnuvanın eşleşme tablosu zaten oluşturuldu.',
    en: 'The bracket of this tournament has already been generated.',
  },
  bracket_not_found: { tr: 'Eşleşme tablosu henüz oluşturulmadı.', en: 'The bracket has not been generated yet.' },
  too_few_participants: {
    tr: 'Eşleşme tablosu için en az 2 katılımcı (check-in varsa check-in yapmış) gerekir.',
    en: 'A bracket needs at least 2 participants (checked in, when check-in is used).',
  },
  invalid_transition: {
    tr: 'Turnuva bu durumdan istenen duruma geçemez.',
    en: 'The tournament cannot move from its current status to that one.',
  },
  bracket_required: {
    tr: 'Turnuvayı başlatmadan önce eşleşme tablosunu oluşturun.',
    en: 'Generate the bracket before starting the tournament.',
  },
  tournament_frozen: {
    tr: 'Eşleşme tablosu oluşturulduktan veya turnuva bittikten sonra bu değiştirilemez.',
    en: 'This cannot change once the bracket exists or the tournament has ended.',
  },
  max_below_registered: {
    tr: 'Azami katılımcı sayısı kayıtlı katılımcı sayısından az olamaz.',
    en: 'Max participants cannot be below the number already registered.',
  },
  seeding_mismatch: {
    tr: 'Sıralama, turnuvanın her kaydını tam bir kez içermeli.',
    en: 'The seeding must list every registration of the tournament exactly once.',
  },
  draw_not_allowed: {
    tr: 'Eleme maçı berabere bitemez; bir kazanan olmalı.',
    en: 'An elimination match cannot end in a draw.',
  },
  match_not_ready: { tr: 'Bu maçın iki tarafı henüz belli değil.', en: 'Both sides of this match are not known yet.' },
  match_already_final: { tr: 'Bu maçın sonucu kesinleşti.', en: 'The result of this match is already final.' },
  league_team_exists: { tr: 'Bu takım zaten ligde.', en: 'This team is already in the league.' },
  league_started: {
    tr: 'Fikstür oluşturulduktan sonra takımlar değiştirilemez.',
    en: 'Teams cannot change once the fixtures exist.',
  },
  fixtures_exist: {
    tr: 'Bu ligin fikstürü zaten oluşturuldu.',
    en: 'The fixtures of this league have already been generated.',
  },
  too_few_teams: { tr: 'Fikstür için en az 2 takım gerekir.', en: 'Fixtures need at least 2 teams.' },
  league_full: { tr: 'Lig dolu (en fazla 40 takım).', en: 'The league is full (at most 40 teams).' },
  // Spec §8, word for word: someone else's (or an unknown) offer, and an offer already decided or closed.
  transfer_offer_not_found: {
    tr: 'Bu transfer teklifi mevcut değil veya erişim izniniz yok.',
    en: 'This transfer offer does not exist or you do not have access to it.',
  },
  transfer_offer_closed: {
    tr: 'Bu transfer teklifi bulunamadı veya artık mevcut değil.',
    en: 'This transfer offer was not found or is no longer available.',
  },
  transfer_offer_pending: {
    tr: 'Bu takım, kişi ve oyun için zaten bekleyen bir transfer teklifi var.',
    en: 'There is already a pending transfer offer for this team, person and game.',
  },
  transfer_offer_self: {
    tr: 'Kendine transfer teklifi gönderemezsin.',
    en: 'You cannot send a transfer offer to yourself.',
  },
  transfer_not_player: {
    tr: 'Oyuncu pozisyonu için teklif yalnızca oyunculara gönderilebilir.',
    en: 'An offer for a player position can only go to a player.',
  },
  transfer_not_coach: {
    tr: 'Koçluk teklifi yalnızca koçlarla yapılabilir.',
    en: 'A coaching offer can only involve a coach.',
  },
  transfer_own_member: {
    tr: 'Bu kişi zaten yönettiğin bir takımda. Teklif yerine kadrosunu takım sayfasından düzenle.',
    en: 'This person is already on a team you lead. Manage their place from that team’s roster instead of an offer.',
  },
  transfer_not_team_leader: {
    tr: 'Bu takım adına yalnızca takım sahibi veya bir yöneticisi teklif gönderebilir.',
    en: 'Only the owner or a manager of this team can make offers on its behalf.',
  },
  transfer_game_not_in_team: {
    tr: 'Bu oyun takımın oyunları arasında değil.',
    en: "This game is not one of the team's games.",
  },
  transfer_not_recipient: {
    tr: 'Bu transfer teklifine yalnızca alıcısı yanıt verebilir.',
    en: 'Only the recipient of this transfer offer can respond to it.',
  },
  transfer_not_sender: {
    tr: 'Bu transfer teklifini yalnızca gönderen taraf geri çekebilir.',
    en: 'Only the side that sent this transfer offer can withdraw it.',
  },
  transfer_rate_limited: {
    tr: 'Kısa sürede çok fazla transfer teklifi gönderdin. Lütfen bir dakika sonra tekrar dene.',
    en: 'You sent too many transfer offers in a short time. Please try again in a minute.',
  },
  coach_only: { tr: 'Koçluk profili yalnızca koçlar içindir.', en: 'Only coaches can have a coaching profile.' },
  saved_search_not_allowed: {
    tr: 'Arama kaydetmek yalnızca takım sahipleri ve koçlar içindir.',
    en: 'Only team owners and coaches can save market searches.',
  },
  saved_search_limit: {
    tr: 'En fazla {max} arama kaydedebilirsin; yenisi için birini sil.',
    en: 'You can save at most {max} searches; delete one to save another.',
  },
  saved_search_not_found: { tr: 'Kayıtlı arama bulunamadı.', en: 'Saved search not found.' },
  calendar_feed_not_found: {
    tr: 'Takvim bağlantısı bulunamadı; yenilenmiş olabilir. Ayarlardan güncel bağlantıyı al.',
    en: 'Calendar link not found; it may have been replaced. Get the current link from your settings.',
  },
  coaching_profile_not_found: { tr: 'Koçluk profili bulunamadı.', en: 'Coaching profile not found.' },
  // Spec §8 "No pending result".
  match_result_not_found: { tr: 'Maç sonucu bulunamadı', en: 'Match result not found' },
  match_result_pending: {
    tr: 'Bu maç için onay bekleyen bir sonuç zaten var.',
    en: 'A result for this match is already waiting for approval.',
  },
  match_result_decided: { tr: 'Bu maç sonucu zaten işlendi.', en: 'This match result has already been decided.' },
  approval_deadline_passed: {
    tr: 'Onay süresi doldu; sonuç otomatik olarak onaylandı.',
    en: 'The approval deadline has passed; the result is approved automatically.',
  },
  own_match_result: {
    tr: 'Kendi tarafının gönderdiği sonuca karşı taraf karar verir.',
    en: 'The other side decides on a result your side submitted.',
  },
  not_match_side: {
    tr: 'Bunu yalnızca maçın taraflarından biri yapabilir: takımın sahibi, bir yöneticisi veya kaptanı ya da oyuncunun kendisi.',
    en: 'Only a side of this match can do this: its team’s owner, a manager or the captain, or the player.',
  },
  match_disputed: {
    tr: 'Bu maçın sonucuna itiraz edildi; organizatörün kararı bekleniyor.',
    en: 'The result of this match is disputed; the organizer will decide.',
  },
  screenshot_invalid: {
    tr: 'Ekran görüntüsü senin yüklediğin, en fazla 5 MB bir resim olmalı.',
    en: 'The screenshot must be an image you uploaded, at most 5 MB.',
  },
  evidence_limit: {
    tr: 'Her taraf bir maça en fazla 10 kanıt ekleyebilir.',
    en: 'Each side can add at most 10 pieces of evidence to a match.',
  },
  evidence_closed: {
    tr: 'Kanıt yalnızca onay bekleyen veya itiraz edilen bir sonuca eklenebilir.',
    en: 'Evidence can be added only while a result waits for approval or is disputed.',
  },
  challenge_not_found: { tr: 'Meydan okuma bulunamadı.', en: 'Challenge not found.' },
  challenge_inactive: { tr: 'Bu meydan okuma şu anda aktif değil.', en: 'This challenge is not active.' },
  challenge_not_for_you: {
    tr: 'Bu meydan okuma senin hesap türün için değil: bireysel olanlara oyuncular, koç olanlara koçlar katılır.',
    en: 'This challenge is not for your kind of account: players join individual ones, coaches join coach ones.',
  },
  challenge_team_required: {
    tr: 'Takım meydan okumasına, sahibi veya yöneticisi olduğun bir takımla katılırsın; takımı seç.',
    en: 'A team challenge is joined with a team you own or manage: choose the team.',
  },
  challenge_already_joined: { tr: 'Bu meydan okumaya zaten katıldın.', en: 'You have already joined this challenge.' },
  challenge_ended: { tr: 'Bu meydan okumanın süresi doldu.', en: 'This challenge has ended.' },
  challenge_has_participants: {
    tr: 'Katılan olduktan sonra meydan okumanın türü ve ölçtüğü eylem değiştirilemez.',
    en: 'The type and the counted action cannot change once someone has joined.',
  },
  owns_teams: {
    tr: 'Hesabı silmeden önce sahibi olduğun takımların sahipliğini başka bir üyeye devret.',
    en: 'Hand over the ownership of your teams to another member before deleting the account.',
  },
  account_suspended: { tr: 'Hesabın askıya alındı: {reason}', en: 'Your account is suspended: {reason}' },
  wrong_password: { tr: 'Mevcut şifre yanlış.', en: 'The current password is wrong.' },
  report_target_not_found: {
    tr: 'Bildirmek istediğin içerik bulunamadı.',
    en: 'What you want to report was not found.',
  },
  report_exists: {
    tr: 'Bunu zaten bildirdin; inceleme sürüyor.',
    en: 'You have already reported this; it is being reviewed.',
  },
  report_not_found: { tr: 'Bildirim bulunamadı.', en: 'Report not found.' },
  report_closed: { tr: 'Bu bildirim zaten sonuçlandırıldı.', en: 'This report has already been handled.' },
  blocked: {
    tr: 'Bu kişiyle etkileşim kuramazsın: aranızda bir engel var.',
    en: 'You cannot interact with this person: one of you blocked the other.',
  },
  cannot_block_self: { tr: 'Kendini engelleyemezsin.', en: 'You cannot block yourself.' },
  cannot_suspend_admin: { tr: 'Bir yönetici askıya alınamaz.', en: 'An administrator cannot be suspended.' },
  cannot_delete_admin: { tr: 'Bir yöneticinin hesabı silinemez.', en: 'An administrator’s account cannot be deleted.' },
  last_admin: {
    tr: 'Sitenin tek yöneticisi sensin; hesabını silmeden önce başka bir yönetici atanmalı.',
    en: 'You are the site’s only administrator; another administrator must be appointed before you delete your account.',
  },
  conversation_not_found: { tr: 'Konuşma bulunamadı.', en: 'Conversation not found.' },
  lobby_closed: {
    tr: 'Maç lobisi, sonuç kesinleştikten bir gün sonra yeni mesajlara kapandı.',
    en: 'The match lobby closed to new messages a day after the result became final.',
  },
  not_match_member: {
    tr: 'Maç lobisi yalnızca iki tarafın kadroları ve organizatör içindir.',
    en: 'The match lobby is for both rosters and the organizer only.',
  },
  cannot_message_self: { tr: 'Kendine mesaj gönderemezsin.', en: 'You cannot message yourself.' },
  messages_connections_only: {
    tr: 'Bu kişi yalnızca bağlantılarından mesaj kabul ediyor.',
    en: 'This person accepts messages only from their connections.',
  },
  message_rate_limited: {
    tr: 'Çok hızlı mesaj gönderiyorsun. Lütfen biraz bekleyip tekrar dene.',
    en: 'You are sending messages too fast. Please wait a moment and try again.',
  },
  image_not_uploaded: {
    tr: 'Yalnızca burada yüklenmiş bir görsel kullanılabilir: senin (bir takım için sahibinin ya da bir yöneticisinin) yüklediği bir resim.',
    en: 'Only an image uploaded here can be used: a picture you (for a team: its owner or a manager) uploaded.',
  },
  match_locked: {
    tr: 'Sonraki maçın sonucu girildiği için bu sonuç artık değiştirilemez.',
    en: 'This result can no longer change: a following match already has its result.',
  },
  league_invitation_not_found: {
    tr: 'Bu takımın bu lige bekleyen bir daveti yok.',
    en: 'This team has no pending invitation to this league.',
  },
  organizer_is_side: {
    tr: 'Taraf olduğun bir maçın sonucunu belirleyemezsin; bunu bir yönetici yapabilir.',
    en: 'You cannot set the result of a match you play in; an administrator can.',
  },
  cross_site_request: {
    tr: 'Bu istek başka bir siteden geldiği için reddedildi. Lütfen işlemi eSportsCV üzerinden yap.',
    en: 'This request came from another site and was refused. Please do this on eSportsCV itself.',
  },
  write_rate_limited: {
    tr: 'Çok hızlı işlem yapıyorsun. Lütfen {seconds} saniye sonra tekrar dene.',
    en: 'You are doing this too fast. Please try again in {seconds} seconds.',
  },
  invalid_characters: {
    tr: 'Gönderilen metin izin verilmeyen bir karakter (NUL) içeriyor; kaldırıp tekrar dene.',
    en: 'The submitted text contains a character that is not allowed (NUL); remove it and try again.',
  },
  invalid_cursor: {
    tr: 'Sayfa imleci geçersiz; listeyi baştan yükle.',
    en: 'The page cursor is invalid; load the list from the start.',
  },
  registration_deadline_past: {
    tr: 'Kayıt son tarihi gelecekte olmalı. Kayıtları şimdi kapatmak için "Kayıtları kapat" durumunu kullanın.',
    en: 'The registration deadline must be in the future. To close registration now, use "Close registration".',
  },
  swiss_rounds_too_many: {
    tr: '{participants} katılımcılı bir İsviçre sisteminde aynı rakiplerle tekrar eşleşmeden en fazla {max} tur oynanabilir; tur sayısını azaltın.',
    en: 'A Swiss event of {participants} participants has at most {max} rounds without pairing anyone twice; choose fewer rounds.',
  },
  series_score_invalid: {
    tr: 'Bu maç {bestOf} maçlık bir seri (Bo{bestOf}): kazanan {toWin} oyun almalı, rakibi daha az.',
    en: 'This match is a best-of-{bestOf} series: the winner takes {toWin} games and the opponent fewer.',
  },
  series_games_invalid: {
    tr: 'Oyun skorları seriyle uyuşmuyor: her oyunun bir kazananı olmalı ve kazanılan oyunlar seri skorunu vermeli.',
    en: 'The game scores do not match the series: every game needs a winner and the games won must give the series score.',
  },
  series_games_after_win: {
    tr: 'Seri, bir taraf {toWin} oyuna ulaştığında biter; ondan sonra oyun olamaz.',
    en: 'A series ends when a side reaches {toWin} games; no game can follow.',
  },
  league_frozen: {
    tr: 'Fikstür oluşturulduktan sonra ligin maç uzunluğu değiştirilemez.',
    en: 'The league’s match length cannot change once the fixtures exist.',
  },
  league_start_past: {
    tr: 'İlk maç haftası gelecekte olmalı; ileri bir tarih ve saat seç.',
    en: 'The first match week must be in the future; pick a later date and time.',
  },
  team_role_not_allowed: {
    tr: 'Bu rol bu hesap türüne verilemez: koç hesapları yalnızca koç, oyuncular oyuncu veya menajer olabilir.',
    en: 'This role does not fit the account type: coach accounts can only coach, players can play or manage.',
  },
  cannot_follow_own_team: {
    tr: 'Kendi takımını takip edemezsin; takımın haberleri sana zaten ulaşıyor.',
    en: 'You cannot follow your own team; its news already reaches you.',
  },
  match_not_started: {
    tr: 'Bu maçın sonucu, maç saatinden önce bildirilemez.',
    en: 'This match’s result cannot be reported before its scheduled time.',
  },
  match_not_schedulable: {
    tr: 'Bu maçın saati şu an belirlenemez: iki taraf da belli değil, sonuç girilmiş ya da etkinlik sürmüyor.',
    en: 'This match’s time cannot be set now: its sides are not both known, a result is in, or the event is not running.',
  },
  schedule_time_past: {
    tr: 'Geçmişte bir saat seçilemez; ileri bir tarih ve saat seç.',
    en: 'A time in the past cannot be chosen; pick a later date and time.',
  },
  schedule_after_play_by: {
    tr: 'Bu turun son oynanma tarihinden sonra bir saat önerilemez; daha erken bir saat seç.',
    en: 'A time after this round’s play-by deadline cannot be proposed; pick an earlier time.',
  },
  schedule_times_repeated: {
    tr: 'Aynı saati birden fazla kez önerdin; her saat farklı olmalı.',
    en: 'The same time was proposed more than once; each time must be different.',
  },
  schedule_own_proposal: {
    tr: 'Kendi tarafının önerdiği saati kabul edemezsin; rakip tarafın yanıtı bekleniyor.',
    en: 'You cannot accept a time your own side proposed; the other side answers it.',
  },
  schedule_proposal_closed: {
    tr: 'Bu öneri artık açık değil: başka bir saat kabul edildi, yeni saatler önerildi ya da saat belirlendi.',
    en: 'This proposal is no longer open: another time was accepted, new times were proposed, or the time was set.',
  },
  match_check_in_disabled: {
    tr: 'Bu maç için check-in yok: etkinlik check-in istemiyor, maçın saati belli değil ya da maç sonuçlandı.',
    en: 'This match has no check-in: the event does not ask for it, the match has no time, or it is decided.',
  },
  match_check_in_not_open: {
    tr: 'Check-in henüz açılmadı: maç saatinden 15 dakika önce açılır.',
    en: 'Check-in is not open yet: it opens 15 minutes before the match.',
  },
  match_check_in_closed: {
    tr: 'Bu maçın check-in süresi doldu.',
    en: 'This match’s check-in has closed.',
  },
  forfeit_not_offered: {
    tr: 'Bu maçta tarafına hükmen galibiyet önerilmedi ya da öneri yanıtlandı.',
    en: 'Your side was not offered a win by forfeit in this match, or the offer was already answered.',
  },
  walkover_not_allowed: {
    tr: 'Bu maç için hükmen galibiyet verilemez: iki taraf da belli değil ya da sonuç zaten kesin.',
    en: 'This match cannot be given as a walkover: its sides are not both known, or its result is already final.',
  },
  participant_withdrawn: {
    tr: 'Bu katılımcı turnuvadan zaten çekildi ya da diskalifiye edildi.',
    en: 'This entrant has already withdrawn or been disqualified.',
  },
};

/** Custom zod issue messages used by the contract (`{ message: 'nickname_chars' }`). */
const fieldMessages: Record<string, Record<Lang, string>> = {
  nickname_chars: {
    tr: 'Yalnızca Latin harfleri (Türkçe karakter olmadan), rakam ve _ . - kullanılabilir.',
    en: 'Only Latin letters (a–z), digits and _ . - are allowed.',
  },
  country_code: { tr: 'Geçerli bir ülke kodu seç.', en: 'Choose a valid country code.' },
  nothing_to_update: { tr: 'Değiştirilecek bir alan yok.', en: 'Nothing to update.' },
  unknown_field: { tr: 'Bilinmeyen alan: {field}', en: 'Unknown field: {field}' },
  push_endpoint: {
    tr: 'Tarayıcının bildirim adresi https:// ile başlamalı.',
    en: 'The browser’s push address must start with https://.',
  },
  push_key: {
    tr: 'Tarayıcının bildirim anahtarları geçersiz.',
    en: 'The browser’s push keys are invalid.',
  },
  social_handle: {
    tr: 'https:// ile başlayan bir adres ya da kullanıcı adı gir.',
    en: 'Enter an https:// address or a handle.',
  },
  birth_date_age: { tr: 'Yaşın 13 ile 100 arasında olmalı.', en: 'You must be between 13 and 100 years old.' },
  duplicate_game: { tr: 'Her oyunu bir kez ekle.', en: 'Add each game only once.' },
  year_month: { tr: 'Ay ve yılı YYYY-AA biçiminde gir.', en: 'Enter the month as YYYY-MM.' },
  to_before_from: { tr: 'Bitiş, başlangıçtan önce olamaz.', en: 'The end cannot be before the start.' },
  post_body_required: { tr: 'Bir şeyler yaz.', en: 'Write something.' },
  message_empty: { tr: 'Bir mesaj yaz ya da bir görsel ekle.', en: 'Write a message or attach an image.' },
  post_media_required: { tr: 'En az bir dosya ekle.', en: 'Attach at least one file.' },
  post_poll_required: { tr: 'Anket seçeneklerini gir.', en: 'Enter the poll options.' },
  post_media_only: {
    tr: 'Dosya yalnızca görsel veya video gönderisine eklenebilir.',
    en: 'Only image and video posts can carry files.',
  },
  post_video_one: { tr: 'Bir gönderiye en fazla bir video eklenebilir.', en: 'A post can carry at most one video.' },
  post_poll_duplicate: { tr: 'Anket seçenekleri birbirinden farklı olmalı.', en: 'Poll options must differ.' },
  post_poll_ends_past: { tr: 'Anketin bitişi gelecekte olmalı.', en: 'The poll must end in the future.' },
  founded_future: { tr: 'Kuruluş yılı gelecekte olamaz.', en: 'The founding year cannot be in the future.' },
  image_ref: {
    tr: 'Bir görsel yükle; başka adresler kullanılamaz.',
    en: 'Upload an image; other addresses cannot be used.',
  },
  empty_update: { tr: 'Değiştirilecek bir alan yok.', en: 'Nothing to update.' },
  post_poll_only: { tr: 'Anket yalnızca anket gönderisine eklenebilir.', en: 'Only a poll post can carry a poll.' },
  deadline_after_start: {
    tr: 'Kayıt son tarihi başlangıçtan sonra olamaz.',
    en: 'The registration deadline cannot be after the start.',
  },
  check_in_both: {
    tr: 'Check-in için başlangıç ve bitişi birlikte gir.',
    en: 'Enter both the opening and the closing of check-in.',
  },
  check_in_order: { tr: 'Check-in bitişi, açılışından sonra olmalı.', en: 'Check-in must close after it opens.' },
  check_in_after_start: {
    tr: 'Check-in turnuva başlamadan kapanmalı.',
    en: 'Check-in must close before the tournament starts.',
  },
  rating_needs_game: {
    tr: 'Reytinge göre süzmek veya sıralamak için bir oyun seçin: reyting her oyunda ayrıdır.',
    en: 'Choose a game to filter or sort by rating: a rating is kept per game.',
  },
  age_range: {
    tr: 'En yüksek yaş, en düşük yaştan küçük olamaz.',
    en: 'The maximum age cannot be below the minimum age.',
  },
  language_code: { tr: 'Geçerli bir dil kodu seç (ör. tr, en).', en: 'Choose a valid language code (e.g. tr, en).' },
  metric_type: {
    tr: 'Bu eylem bu türdeki bir meydan okumada sayılamaz.',
    en: 'This action cannot be counted by a challenge of this type.',
  },
  window_order: { tr: 'Bitiş, başlangıçtan sonra olmalı.', en: 'The end must be after the start.' },
  percent_target: {
    tr: 'Profil doluluğu hedefi en fazla 100 olabilir.',
    en: 'A profile completeness target is at most 100.',
  },
  duplicate_skill: { tr: 'Her beceriyi bir kez ekle.', en: 'Add each skill only once.' },
  suspension_reason: { tr: 'Askıya alma için bir gerekçe yaz.', en: 'Write a reason for the suspension.' },
  evidence_empty: {
    tr: 'Bir yorum yaz veya bir ekran görüntüsü ekle.',
    en: 'Write a comment or add a screenshot.',
  },
  free_with_rate: { tr: 'Ücretsiz koçluk için saatlik ücret girilmez.', en: 'A free coach has no hourly rate.' },
  date_range: {
    tr: 'Yılı 1000 ile 9999 arasında bir tarih gir.',
    en: 'Enter a date with a year between 1000 and 9999.',
  },
};

export function errorMessage(code: ErrorCode, lang: Lang, params: Record<string, string | number> = {}): string {
  return errors[code][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function fieldMessage(key: string, lang: Lang, params: Record<string, string> = {}): string | undefined {
  const text = fieldMessages[key]?.[lang];
  return text?.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
}

/** `{name}` here is `{{name}}` in i18next. */
const toI18next = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');
const table = (texts: Record<string, Record<Lang, string>>, lang: Lang) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, toI18next(text[lang])]));

/** The web's `errorCodes` namespace for one language: error codes and field issue keys with their texts. */
export function errorCodesLocale(lang: Lang): { codes: Record<string, string>; fields: Record<string, string> } {
  return { codes: table(errors, lang), fields: table(fieldMessages, lang) };
}
