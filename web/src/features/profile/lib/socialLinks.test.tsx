import { render, screen } from '@testing-library/react';
import { SocialLinkList } from '../components/SocialLinkList';
import { socialLinkView } from './socialLinks';

describe('social link values', () => {
  it.each([
    ['x', '@ayse', 'https://x.com/ayse', '@ayse'],
    ['x', 'ayse', 'https://x.com/ayse', '@ayse'],
    ['twitch', 'ayse_tv', 'https://www.twitch.tv/ayse_tv', '@ayse_tv'],
    ['youtube', '@AyseOynuyor', 'https://www.youtube.com/@AyseOynuyor', '@AyseOynuyor'],
    ['instagram', 'ayse.gg', 'https://www.instagram.com/ayse.gg', '@ayse.gg'],
    ['steam', 'ayse-gg', 'https://steamcommunity.com/id/ayse-gg', '@ayse-gg'],
    ['steam', '76561198000000000', 'https://steamcommunity.com/profiles/76561198000000000', '@76561198000000000'],
  ] as const)('turns the %s handle %j into its profile address', (network, value, href, label) => {
    expect(socialLinkView(network, value)).toEqual({ network, href, label });
  });

  it('keeps an https address as it is', () => {
    expect(socialLinkView('youtube', 'https://www.youtube.com/@ayse')).toMatchObject({
      href: 'https://www.youtube.com/@ayse',
      label: 'www.youtube.com/@ayse',
    });
  });

  it('shows a Discord name as text: Discord has no public profile address for names', () => {
    expect(socialLinkView('discord', 'ayse#1234')).toEqual({ network: 'discord', label: 'ayse#1234', href: null });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'http://evil.example',
    'data:text/html,hi',
    'a b c',
  ])('never links %j', (value) => {
    expect(socialLinkView('x', value)?.href).toBeNull();
  });

  it('drops empty values', () => {
    expect(socialLinkView('x', '  ')).toBeNull();
    expect(socialLinkView('x', undefined)).toBeNull();
  });
});

describe('social link list', () => {
  it('renders handles and https addresses as links that open safely in a new tab, and anything else as text', () => {
    render(
      <SocialLinkList
        links={{
          twitch: 'ayse_tv',
          youtube: 'https://youtube.com/@ayse',
          x: 'javascript:alert(1)',
          discord: 'ayse#1234',
        }}
      />,
    );
    const twitch = screen.getByRole('link', { name: /@ayse_tv/ });
    expect(twitch).toHaveAttribute('href', 'https://www.twitch.tv/ayse_tv');
    expect(twitch).toHaveAttribute('target', '_blank');
    expect(twitch).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: /youtube\.com\/@ayse/ })).toHaveAttribute(
      'href',
      'https://youtube.com/@ayse',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByText('ayse#1234').closest('a')).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });
});
