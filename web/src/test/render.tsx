import type { User } from '@esn/contract';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/queryClient';
import { AppProviders } from '../app/providers';
import type { SocketFactory } from '../app/socket';
import { currentUserKey } from '../features/auth/api';
import { TooltipProvider } from '../shared/ui/Tooltip';
import { fakeSocketFactory } from './fakeSocket';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    nickname: 'kaan',
    firstName: null,
    lastName: null,
    email: 'kaan@example.com',
    profileImageUrl: null,
    avatarUrl: null,
    userType: null,
    onboardingCompleted: false,
    ...overrides,
  };
}

interface Options {
  route?: string;
  user?: User | null;
  queryClient?: QueryClient;
  /** Defaults to fake sockets, returned as `sockets`, so no test opens a real connection. */
  socketFactory?: SocketFactory;
}

/** The app's real providers (query defaults, toasts, tooltips, post-login) around a memory router. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', user, queryClient = createQueryClient(), socketFactory }: Options = {},
) {
  if (user !== undefined) queryClient.setQueryData(currentUserKey, user);
  const fake = fakeSocketFactory();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient} socketFactory={socketFactory ?? fake.factory}>
        {/* The signed-in shell (AppLayout) provides tooltips; components tested alone get them here. */}
        <TooltipProvider>{ui}</TooltipProvider>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, queryClient, sockets: fake.sockets };
}
