import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileInput } from './FileInput';
import { formatBytes, hasAllowedExtension, parseExtensions } from './file-types';

describe('file input', () => {
  it('reads the allowed extensions from a comma list', () => {
    expect(parseExtensions('.csv, TXT')).toEqual(['.csv', '.txt']);
    expect(hasAllowedExtension('devices.CSV', '.csv,.txt')).toBe(true);
    expect(hasAllowedExtension('devices.json', '.csv,.txt')).toBe(false);
    expect(hasAllowedExtension('anything.bin', undefined)).toBe(true);
  });

  it('formats sizes in steps of 1024', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
  });

  it('says no file is selected when a file is required', async () => {
    await renderWithProviders(<FileInput value={null} onChange={vi.fn()} requiredAsError />);
    expect(screen.getAllByText('No file selected').length).toBeGreaterThan(1);
  });

  it('takes a file with an allowed extension and refuses others', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<FileInput value={null} onChange={onChange} accept=".csv" />);
    const input = screen.getByLabelText(/Drop a file/) as HTMLInputElement;
    await userEvent.upload(input, new File(['a,b'], 'devices.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'devices.csv' }));
    onChange.mockClear();
    await userEvent.upload(input, new File(['{}'], 'devices.json'), { applyAccept: false });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Unsupported file type')).toBeTruthy();
  });
});
