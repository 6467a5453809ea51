import { File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData and File do not survive msw's hand-over to Node's Request:
 * a file part arrives named "blob" holding the text "undefined". A browser
 * sends both correctly, so tests that look at uploaded bytes use Node's own
 * FormData and File (which Request understands), as a browser's would be.
 * In beforeEach: vi.stubGlobal('FormData', await nativeFormDataClass()); vi.unstubAllGlobals() restores.
 */
export async function nativeFormDataClass(): Promise<typeof FormData> {
  // Node's FormData is only reachable through its fetch classes (jsdom's shadows the global).
  return (await new Response(new URLSearchParams('x=1')).formData()).constructor as typeof FormData;
}

export { NodeFile };
