import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { AvatarMenu } from '../../navigation/components/AvatarMenu';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });

describe('the way to account settings', () => {
  it('is in the avatar menu, right below the profile settings', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithApp(<AvatarMenu user={me} />, { user: me });
    await user.click(screen.getByRole('button', { name: 'Hesap menüsü' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.indexOf('Hesap ayarları')).toBe(items.indexOf('Ayarlar') + 1);
    expect(screen.getByRole('menuitem', { name: 'Hesap ayarları' })).toHaveAttribute('href', '/settings/account');
  });
});
