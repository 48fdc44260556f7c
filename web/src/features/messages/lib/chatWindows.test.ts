import { openWindow, toggleWindow, type ChatWindowState } from './chatWindows';

const win = (id: string, focusRequest = 1, minimised = false): ChatWindowState => ({ id, minimised, focusRequest });

describe('chat windows', () => {
  it('opens a new window last, asking for the focus', () => {
    expect(openWindow([win('a')], 'b', 3)).toEqual([win('a'), win('b')]);
  });

  it('lets the oldest window give way when there is no room', () => {
    expect(openWindow([win('a'), win('b')], 'c', 2).map((w) => w.id)).toEqual(['b', 'c']);
    expect(openWindow([win('a'), win('b')], 'c', 1).map((w) => w.id)).toEqual(['c']);
  });

  it('moves a window asked for again last, restored, with a new focus request', () => {
    expect(openWindow([win('a', 2, true), win('b')], 'a', 3)).toEqual([win('b'), win('a', 3, false)]);
  });

  it('minimises and restores only the window named', () => {
    const minimised = toggleWindow([win('a'), win('b')], 'a');
    expect(minimised).toEqual([win('a', 1, true), win('b')]);
    expect(toggleWindow(minimised, 'a')).toEqual([win('a'), win('b')]);
  });
});
