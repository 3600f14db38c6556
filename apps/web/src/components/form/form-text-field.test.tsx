import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './form-text-field';

const schema = z.object({ country: z.string().length(2, 'Zwei Buchstaben'), city: z.string() });
type Values = z.infer<typeof schema>;

function WithControl({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { country: 'DE', city: 'Kiel' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <FormTextField
        control={control}
        name="country"
        label="Land"
        maxLength={3}
        helperText="ISO-Code"
        normalize={(value) => value.toUpperCase()}
      />
      <button type="submit">Speichern</button>
    </form>
  );
}

function WithProvider() {
  const form = useForm<Values>({ defaultValues: { country: 'DE', city: 'Kiel' } });
  return (
    <FormProvider {...form}>
      <FormTextField<Values> name="city" label="Ort" fullWidth={false} />
      <button type="button" onClick={() => form.reset({ country: 'AT', city: 'Wien' })}>
        Neu laden
      </button>
    </FormProvider>
  );
}

describe('form text field', () => {
  it('shows the value, stores normalized input, and limits its length', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn<(values: Values) => void>();
    render(<WithControl onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: 'Land' });
    expect(field).toHaveValue('DE');
    expect(field).toHaveAttribute('maxLength', '3');

    await user.clear(field);
    await user.type(field, 'at');
    expect(field).toHaveValue('AT');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onValid).toHaveBeenCalledWith({ country: 'AT', city: 'Kiel' }, expect.anything());
  });

  it('shows the error instead of the helper text and marks the field invalid', async () => {
    const user = userEvent.setup();
    render(<WithControl onValid={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Land' });
    expect(screen.getByText('ISO-Code')).toBeInTheDocument();

    await user.type(field, 'X');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Zwei Buchstaben')).toBeInTheDocument();
    expect(screen.queryByText('ISO-Code')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('binds to the surrounding form without a control and shows values set by reset', async () => {
    const user = userEvent.setup();
    render(<WithProvider />);
    const field = screen.getByRole('textbox', { name: 'Ort' });
    expect(field).toHaveValue('Kiel');
    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(field).toHaveValue('Wien');
  });
});
