import { render, screen } from '@testing-library/react';
import { Avatar, displayName } from './Avatar';
import { PersonName } from './PersonName';

describe('people are called by their names', () => {
  it('displayName: first and last name when set, else the handle', () => {
    expect(displayName({ nickname: 'walkp1_34701', firstName: 'Barış', lastName: 'Çelik' })).toBe('Barış Çelik');
    expect(displayName({ nickname: 'kaan_owner', firstName: 'Kaan', lastName: null })).toBe('Kaan');
    expect(displayName({ nickname: 'mert.fps', firstName: '  ', lastName: null })).toBe('mert.fps');
    expect(displayName({ nickname: 'mert.fps' })).toBe('mert.fps');
  });

  it('PersonName shows the name with the handle beneath it, and the handle once when there is no name', () => {
    const { rerender } = render(
      <PersonName person={{ nickname: 'walkp1_34701', firstName: 'Barış', lastName: 'Çelik' }} />,
    );
    expect(screen.getByText('Barış Çelik')).toBeInTheDocument();
    expect(screen.getByText('@walkp1_34701')).toBeInTheDocument();
    rerender(<PersonName person={{ nickname: 'walkp1_34701', firstName: null, lastName: null }} />);
    expect(screen.getByText('walkp1_34701')).toBeInTheDocument();
    expect(screen.queryByText('@walkp1_34701')).not.toBeInTheDocument();
  });

  it('avatars take their initials from the name, not the handle', () => {
    const { container, rerender } = render(
      <Avatar user={{ nickname: 'walkp1_34701', firstName: 'Barış', lastName: 'Çelik' }} />,
    );
    expect(container).toHaveTextContent(/^BÇ$/);
    rerender(<Avatar user={{ nickname: 'ismail_99', firstName: null, lastName: null }} />);
    expect(container).toHaveTextContent(/^İ$/);
  });
});
