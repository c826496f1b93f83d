import { createHash } from 'node:crypto';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable UUID for a name, so the same profile replaces itself when installed again. */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/**
 * An Apple configuration profile holding one web clip: the site's home page as a full-screen icon on
 * the home screen, which is how iOS visitors "install" the site without the App Store.
 */
export function webClipProfile(merchant: { code: string; name: string }, siteOrigin: string): string {
  const id = `invalid.example.${merchant.code.toLowerCase()}`;
  const name = escapeXml(merchant.name);
  const string = (key: string, value: string) => `<key>${key}</key><string>${value}</string>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      ${string('Label', name)}
      ${string('PayloadDisplayName', name)}
      ${string('PayloadIdentifier', `${id}.webclip`)}
      ${string('PayloadType', 'com.apple.webClip.managed')}
      ${string('PayloadUUID', uuidOf(`${id}.webclip`))}
      <key>PayloadVersion</key><integer>1</integer>
      <key>Precomposed</key><true/>
      ${string('URL', escapeXml(`${siteOrigin}/m/home`))}
    </dict>
  </array>
  ${string('PayloadDisplayName', name)}
  ${string('PayloadIdentifier', id)}
  ${string('PayloadType', 'Configuration')}
  ${string('PayloadUUID', uuidOf(id))}
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}
