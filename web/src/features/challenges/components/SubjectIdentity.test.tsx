import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SubjectIdentity } from './SubjectIdentity';

describe('SubjectIdentity', () => {
  it('a leaderboard entry names the person, with the handle beneath and initials from the name', () => {
    const { container } = render(
      <MemoryRouter>
        <SubjectIdentity
          subject={{ kind: 'user', id: 'u1', name: 'Ayşe Yılmaz', nickname: 'ayse99', avatarUrl: null }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/profile/u1');
    expect(screen.getByText('@ayse99')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^AY$/);
  });

  it('a person without a name is shown by the handle once', () => {
    render(
      <MemoryRouter>
        <SubjectIdentity subject={{ kind: 'user', id: 'u2', name: 'kaan_99', nickname: 'kaan_99', avatarUrl: null }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'kaan_99' })).toBeInTheDocument();
    expect(screen.queryByText('@kaan_99')).not.toBeInTheDocument();
  });
});
