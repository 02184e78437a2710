import { RESOURCE_MAX_FILE_BYTES, RESOURCE_TYPES, type ResourceType, type TbResourceInfo } from '@fleetdeck/model';
import { z } from 'zod';

/** What the resource form submits: the info, and the file chosen (none when an existing resource keeps its file). */
export type ResourceDraft = Partial<TbResourceInfo> & { file?: File | null };

/** The extensions the platform takes for each type of resource. */
export const RESOURCE_EXTENSIONS: Record<ResourceType, string> = {
  LWM2M_MODEL: '.xml',
  JKS: '.jks',
  PKCS_12: '.p12,.pfx',
  JS_MODULE: '.js',
};

export const resourceSchema = (adding: boolean) =>
  z
    .object({
      title: z.string().trim(),
      resourceType: z.enum(RESOURCE_TYPES),
      file: z.custom<File | null>(),
    })
    .superRefine((values, context) => {
      // A LwM2M model is titled by the platform from its file.
      if (values.resourceType !== 'LWM2M_MODEL' && !values.title)
        context.addIssue({ code: 'custom', path: ['title'], message: 'resource.title-required' });
      if (adding && !values.file) context.addIssue({ code: 'custom', path: ['file'], message: 'import.no-file' });
      if (values.file && values.file.size > RESOURCE_MAX_FILE_BYTES)
        context.addIssue({ code: 'custom', path: ['file'], message: 'resource.file-too-large' });
    });

export type ResourceValues = z.input<ReturnType<typeof resourceSchema>>;

export function resourceValues(info: TbResourceInfo | null): ResourceValues {
  return { title: info?.title ?? '', resourceType: info?.resourceType ?? 'JS_MODULE', file: null };
}

export function resourceDraft(info: TbResourceInfo | null, values: ResourceValues): ResourceDraft {
  return { ...info, title: values.title.trim(), resourceType: values.resourceType, file: values.file };
}

/** A file's bytes as the base64 text the resources API carries. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode within the engine's argument limit for large files.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
