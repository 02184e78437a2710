import { RESOURCE_MAX_FILE_BYTES, type TbResourceInfo } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { fileToBase64, resourceDraft, resourceSchema, resourceValues } from './resource-values';

const messagesOf = (adding: boolean, values: Parameters<ReturnType<typeof resourceSchema>['safeParse']>[0]) => {
  const result = resourceSchema(adding).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const file = (size: number, name = 'module.js') => new File([new Uint8Array(size)], name);

describe('the resource form', () => {
  it('needs a title and, for a new resource, a file', () => {
    expect(messagesOf(true, { title: ' ', resourceType: 'JS_MODULE', file: null })).toEqual([
      'resource.title-required',
      'import.no-file',
    ]);
    expect(messagesOf(false, { title: 'Kept', resourceType: 'JS_MODULE', file: null })).toEqual([]);
  });

  it('leaves the title of a LwM2M model to the platform', () => {
    expect(messagesOf(true, { title: '', resourceType: 'LWM2M_MODEL', file: file(10, 'model.xml') })).toEqual([]);
  });

  it('refuses a file larger than the library takes', () => {
    expect(
      messagesOf(true, { title: 'Big', resourceType: 'JS_MODULE', file: file(RESOURCE_MAX_FILE_BYTES + 1) }),
    ).toEqual(['resource.file-too-large']);
  });

  it('submits the trimmed title and type over the resource edited', () => {
    const info = { id: { entityType: 'TB_RESOURCE', id: 'r1' }, title: 'Old' } as TbResourceInfo;
    const values = { ...resourceValues(info), title: ' New ', resourceType: 'JKS' as const };
    expect(resourceDraft(info, values)).toMatchObject({ id: info.id, title: 'New', resourceType: 'JKS', file: null });
  });

  it('encodes a file as base64', async () => {
    expect(await fileToBase64(new Blob(['export const a = 1;']))).toBe(btoa('export const a = 1;'));
  });
});
