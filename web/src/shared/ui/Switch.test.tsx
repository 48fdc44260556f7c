import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SwitchField } from './Switch';

/** A switch saved through a pretend request: busy from the press until `done()`. */
function Saved({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <SwitchField
        label="Yalnızca bağlantılarım"
        checked={on}
        busy={busy}
        onCheckedChange={(next) => {
          onChange(next);
          setOn(next);
          setBusy(true);
        }}
      />
      <button type="button" onClick={() => setBusy(false)}>
        done
      </button>
    </>
  );
}

describe('SwitchField', () => {
  it('while a change is saved, ignores further presses and keeps focus; then takes them again', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(<Saved onChange={(on) => changes.push(on)} />);
    const toggle = screen.getByRole('switch', { name: 'Yalnızca bağlantılarım' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(changes).toEqual([true]);
    expect(toggle).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'done' }));
    expect(toggle).not.toHaveAttribute('aria-disabled');
    await user.click(toggle);
    expect(changes).toEqual([true, false]);
    expect(toggle).not.toBeChecked();
  });
});
