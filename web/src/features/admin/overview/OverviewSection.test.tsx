import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { callsTo, jsonResponse } from '../../../test/fetchStub';
import { makeOverview } from '../testing/factories';
import { bearerOf, renderAdminSection } from '../testing/renderSection';

// uPlot draws on a canvas, which jsdom lacks: a stand-in records what the section hands it.
const plots = vi.hoisted(() => [] as { opts: { series: { label?: string }[] }; data: number[][] }[]);
vi.mock('uplot', () => ({
  default: class FakePlot {
    constructor(opts: { series: { label?: string }[] }, data: number[][], el: HTMLElement) {
      plots.push({ opts, data });
      el.append(Object.assign(document.createElement('canvas'), { className: 'fake-plot' }));
    }
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  plots.length = 0;
});

describe('admin overview section', { timeout: 20_000 }, () => {
  it('shows the counts as cards and draws the three 30-day charts, each with a summary and a table', async () => {
    const { fetch, user } = renderAdminSection('overview', { '/api/admin/overview': makeOverview() });

    const counts = await screen.findByRole('list', { name: 'Sayılar' }, { timeout: 10_000 });
    const card = (label: string) => within(counts).getByText(label).closest('li') as HTMLElement;
    expect(card('Kişiler')).toHaveTextContent('150');
    expect(within(card('Kişiler')).getByText('Oyuncular').nextSibling).toHaveTextContent('120');
    expect(within(card('Kişiler')).getByText('Rol seçmemiş').nextSibling).toHaveTextContent('5');
    expect(card('Takımlar')).toHaveTextContent('31');
    expect(card('Gönderiler')).toHaveTextContent('1.450');
    expect(card('Turnuvalar')).toHaveTextContent('6');
    expect(card('Açık şikâyetler')).toHaveTextContent('3');
    expect(card('Şu an çevrimiçi')).toHaveTextContent('17');
    expect(bearerOf(callsTo(fetch, 'GET', '/api/admin/overview')[0])).toBe('Bearer tok');

    // The charts: one series each, the 30 days in order.
    await waitFor(() => expect(plots).toHaveLength(3));
    // Short names in the hover legend, the day beside them.
    expect(plots.map((p) => p.opts.series.map((s) => s.label))).toEqual([
      ['Gün', 'Kayıtlar'],
      ['Gün', 'Gönderiler'],
      ['Gün', 'Maçlar'],
    ]);
    expect(plots[1]?.data[1]).toEqual(makeOverview().days.map((d) => d.posts));

    // What a screen reader hears instead of the canvas.
    const posts = screen.getByRole('figure', { name: 'Gönderiler, son 30 gün' });
    expect(posts).toHaveAccessibleDescription('Toplam 38; en yoğun gün 12 Haz (9); bugün 1.');
    expect(screen.getByRole('figure', { name: 'Oynanan maçlar, son 30 gün' })).toHaveAccessibleDescription(
      'Son 30 günde hiç yok.',
    );
    await user.click(within(posts).getByText('Tablo olarak göster'));
    const table = within(posts).getByRole('table', { name: 'Gönderiler, son 30 gün, günlere göre' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '12 Haz' }).nextSibling).toHaveTextContent('9');

    // Open reports lead to the moderation queue.
    await user.click(within(card('Açık şikâyetler')).getByRole('button', { name: 'İncele' }));
    expect(await screen.findByRole('tab', { name: 'Moderasyon', selected: true })).toBeInTheDocument();
  });

  it('says when the overview cannot be read, and reads it again on retry', async () => {
    let fail = true;
    const { user } = renderAdminSection('overview', {
      '/api/admin/overview': () => (fail ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, makeOverview())),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Genel bakış yüklenemedi.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('list', { name: 'Sayılar' })).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18next.changeLanguage('en');
    renderAdminSection('overview', { '/api/admin/overview': makeOverview({ openReports: 0 }) });
    const figure = await screen.findByRole('figure', { name: 'Sign-ups, last 30 days' }, { timeout: 10_000 });
    expect(figure).toHaveAccessibleDescription('30 in total; busiest day Jun 3 (2); 2 today.');
    expect(screen.getByText('Online now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
  });
});
