import { afterEach, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoPicker, type LogoChoice } from './logo-picker.tsx';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<LogoChoice>({ file: null, error: null });
  return <LogoPicker value={value} onChange={setValue} />;
}

it("refuses a logo over 5 MB and one of another type with the spec's messages, and keeps a valid one", async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness />);
  const picker = screen.getByLabelText('Logo (optional)') as HTMLInputElement;

  await user.upload(picker, new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
  expect(screen.getByText('Logo file "big.jpg" exceeds the maximum size of 5 MB.')).toBeTruthy();

  await user.upload(picker, new File(['BM'], 'logo.bmp', { type: 'image/bmp' }));
  expect(
    screen.getByText(
      'Logo file "logo.bmp" has an unsupported type: image/bmp. Allowed types are JPEG, PNG, GIF, and WebP.',
    ),
  ).toBeTruthy();

  await user.upload(picker, new File(['png'], 'logo.png', { type: 'image/png' }));
  expect(screen.getByText('logo.png')).toBeTruthy();
  expect(screen.queryByText(/unsupported type/)).toBeNull();
});
