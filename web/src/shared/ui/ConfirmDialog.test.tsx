import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

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
});
