import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import '../i18n/index.js';
import { AppTextField } from './AppTextField.js';
import { FormTextField } from './FormTextField.js';

function RequiredForm() {
  const { control, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormTextField name="name" control={control} label="Name" required />
      <button type="submit">Go</button>
    </form>
  );
}

describe('the generic text field (2.16)', () => {
  it("adds '*' to a required field's label", () => {
    const { container } = render(
      <AppTextField label="Name" required value="x" onChange={() => undefined} />,
    );
    expect(container.querySelector('label')?.textContent).toMatch(/^Name\s*\*$/);
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
  });

  it("says 'This field is required' when a required field is left empty", async () => {
    render(<RequiredForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('shows an empty read-only value as a dash', () => {
    render(<AppTextField label="Description" readOnly value="" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('-');
  });

  it('shows a read-only value as it is', () => {
    render(<AppTextField label="Description" readOnly value="Rail corridor" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Rail corridor');
  });
});
