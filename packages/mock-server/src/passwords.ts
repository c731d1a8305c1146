// The mock stores password hashes, never passwords, as the backend must. SHA-256 with a per-user
// salt is enough for a demo database; the real server uses its framework's slow hash.
const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  return `${salt}$${await sha256Hex(`${salt}:${password}`)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [salt] = stored.split('$');
  return salt !== undefined && (await hashPassword(password, salt)) === stored;
}
