import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { ScrollOnNavigate } from './ScrollOnNavigate';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <ScrollOnNavigate />
      <h1>{name}</h1>
      <Link to="/messages/c1">open in messages</Link>
      <Link to="/settings/account#calendar">calendar</Link>
      <Link to="/matches/m1?tab=lobby">same page, other query</Link>
      <button onClick={() => void navigate(-1)}>back</button>
    </div>
  );
}

function setup() {
  const router = createMemoryRouter(
    ['/matches/m1', '/messages/c1', '/settings/account'].map((path) => ({ path, element: <Page name={path} /> })),
    { initialEntries: ['/matches/m1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollOnNavigate', () => {
  it('opens a linked page at its top, but leaves #sections, back/forward and query changes alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    const router = setup();
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'open in messages' }));
    expect(await screen.findByRole('heading', { name: '/messages/c1' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { name: '/matches/m1' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'same page, other query' }));
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'calendar' }));
    expect(await screen.findByRole('heading', { name: '/settings/account' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/messages/c1'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('opens an address with a #section at that section once the page draws it, a first address (an e-mail link) too', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    function Settings() {
      const [loaded, setLoaded] = useState(false);
      useEffect(() => void setTimeout(() => setLoaded(true), 50), []);
      return (
        <div>
          <ScrollOnNavigate />
          <h1>settings</h1>
          {loaded && <section id="email-notifications">e-mail</section>}
        </div>
      );
    }
    const router = createMemoryRouter([{ path: '/settings/account', element: <Settings /> }], {
      initialEntries: ['/settings/account#email-notifications'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(scrolled).toContain('email-notifications'));
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
});
