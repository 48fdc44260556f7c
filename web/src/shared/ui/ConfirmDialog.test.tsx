import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

/** A button that opens the dialog by state (no Radix trigger), as every ConfirmButton does. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Remove Kaan</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove Kaan?"
        description="Kaan leaves the team."
        confirmLabel="Remove"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('lets a long unbroken word (a quoted name) wrap inside the box instead of running past its edge', () => {
    const name = 'Y'.repeat(100);
    renderWithApp(
      <ConfirmDialog
        open
        onOpenChange={vi.fn()}
        title={`${name}?`}
        description={`${name} will be deleted.`}
        confirmLabel="Delete"
        onConfirm={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: `${name}?` });
    // overflow-wrap is inherited: the title and the description both break anywhere when they must.
    expect(dialog).toHaveClass('wrap-anywhere');
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
  });

  it('says what its way out does when given a dismiss label', () => {
    renderWithApp(
      <ConfirmDialog
        open
        onOpenChange={vi.fn()}
        title="Cancel the tournament?"
        description="It cannot be undone."
        confirmLabel="Cancel tournament"
        cancelLabel="Keep tournament"
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Keep tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vazgeç' })).not.toBeInTheDocument();
  });

  it('gives focus back to the button that opened it, whether dismissed with Escape or Cancel', async () => {
    const user = userEvent.setup();
    renderWithApp(<Opener />);
    const opener = screen.getByRole('button', { name: 'Remove Kaan' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Remove Kaan?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(opener).toHaveFocus();
  });
});
