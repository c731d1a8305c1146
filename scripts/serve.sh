#!/usr/bin/env bash
# The production build behind nginx, configured as the image is (deploy/), on the mock backend over
# HTTP: http://127.0.0.1:8080, /api/ proxied to the mock at 127.0.0.1:8787. Ctrl+C stops both.
source "$(dirname "$0")/toolchain.sh"

has_nginx ||
  require_debian_packages "npm run serve" "nginx: 'sudo apt-get install nginx' (Debian, Ubuntu) or 'brew install nginx' (macOS)" nginx

app=apps/prospect
out=dist-serve
api_port=8787
# The mock backend draws its own tiles (the map works without internet, as in the tests), and nginx
# serves them on the page's origin through its tile proxy, as an agency's image would (TILE_UPSTREAM).
tile_upstream="http://127.0.0.1:$api_port/tiles/{z}/{x}/{y}.png"

echo "› Building the production app (same-origin API and tiles, about 30 seconds)…"
unset VITE_API_BASE_URL
VITE_TILE_URL="/tiles/{z}/{x}/{y}.png" pnpm --silent --filter @prospect/app exec vite build --outDir "$out" --emptyOutDir --logLevel warn
node deploy/serve/precompress.ts "$app/$out"
exec node deploy/serve/cli.ts --root "$app/$out" --port 8080 --api-port "$api_port" --tile-upstream "$tile_upstream"
