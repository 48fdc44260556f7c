import i18next from 'i18next';
import { makeNotification } from '../../test/factories';
import { initTestI18n } from '../../test/i18n';
import { renderNotificationText } from '../notifications/text';

// The role is a nested lookup ($t(teams:roles.…)), which i18next makes in the instance's language: the app
// always renders in the language it shows, so each case switches the language rather than using a fixed one.
const tr = () => i18next.getFixedT('tr');
async function en() {
  await initTestI18n('en');
  return i18next.getFixedT('en');
}

describe('team notification texts', () => {
  it('renders the role in the reader language', async () => {
    const n = makeNotification({
      type: 'team_invitation',
      params: { team: 'Falcons', slug: 'falcons', nickname: 'kaan', role: 'coach' },
    });
    expect(renderNotificationText(n, tr())).toEqual({
      title: 'Takım daveti',
      message: 'kaan seni Falcons takımına Koç olarak davet etti',
    });
    expect(renderNotificationText(n, await en()).message).toBe('kaan invited you to Falcons as Coach');
  });

  it('renders an application (the sender by name) and a deletion', async () => {
    const application = makeNotification({
      type: 'team_application',
      params: { team: 'Falcons', slug: 'falcons', nickname: 'ayse', role: 'player' },
    });
    expect(renderNotificationText(application, tr()).message).toBe('Ayşe, Falcons takımına Oyuncu olarak başvurdu');
    const deleted = makeNotification({ type: 'team_deleted', params: { team: 'Falcons', slug: 'falcons' } });
    expect(renderNotificationText(deleted, await en())).toEqual({
      title: 'Team deleted',
      message: 'Falcons was deleted',
    });
  });

  it('keeps the stored message when the role is missing', async () => {
    const n = makeNotification({
      type: 'team_role_changed',
      params: { team: 'Falcons', slug: 'falcons' },
      message: 'stored',
    });
    expect(renderNotificationText(n, await en()).message).toBe('stored');
  });
});
