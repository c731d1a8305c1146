import { http } from 'msw';
import { db } from '../db';
import { api, authedRoute, badRequest, json } from '../http';
import { messages } from '../messages';
import { profileOf } from '../queries';

export const MAX_PICTURE_MEGABYTES = 5;
const MAX_PICTURE_BYTES = MAX_PICTURE_MEGABYTES * 1024 * 1024;

// Raster formats only, recognised by their first bytes as well as their declared type: an SVG (which can
// carry script) or a renamed file is refused.
const SIGNATURES: { type: string; bytes: number[]; offset?: number }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
];

function sniffImageType(bytes: Uint8Array): string | null {
  const match = SIGNATURES.find(({ bytes: signature, offset = 0 }) =>
    signature.every((byte, index) => bytes[offset + index] === byte),
  );
  return match?.type ?? null;
}

function toDataUrl(type: string, bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

export const profileHandlers = [
  http.get(
    api('/accounts/profile/'),
    authedRoute(({ viewer }) => json(profileOf(viewer))),
  ),

  http.put(
    api('/accounts/profile/picture/'),
    authedRoute(async ({ request, viewer }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return badRequest({ profile_picture: [messages.notMultipart] });
      }
      const file = form.get('profile_picture');
      if (file === null) return badRequest({ profile_picture: [messages.required] });
      if (typeof file === 'string') return badRequest({ profile_picture: [messages.notAnImage] });
      if (file.size > MAX_PICTURE_BYTES) {
        return badRequest({ profile_picture: [messages.imageTooLarge(MAX_PICTURE_MEGABYTES)] });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type || !file.type.startsWith('image/'))
        return badRequest({ profile_picture: [messages.notAnImage] });
      const profilePicture = toDataUrl(type, bytes);
      db.profile.update({ where: { id: { equals: viewer.profile.id } }, data: { profilePicture } });
      return json({ profile_picture: profilePicture });
    }),
  ),
];
