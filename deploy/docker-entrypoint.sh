#!/bin/sh
# Starts Prospect's nginx: renders deploy/nginx/prospect.conf.template with the environment, writes the
# runtime configuration the app reads at start (/config.json), then runs nginx in the foreground.
# The image runs it with no argument; `npm run serve` and the `served` tests run this same script and
# pass nginx's -p/-c/-e to run it as the current user from a temporary directory.

# No file name expansion: lists in settings are split into words, never matched against files.
set -euf

fail() {
  echo "prospect: $*" >&2
  exit 1
}

# Every setting is one line. The checks below read values line by line, and sed writes them into
# nginx's configuration: a line break would carry an unchecked second line in with the first.
newline='
'
carriage_return=$(printf '\r')
for name in PORT PROSPECT_LISTEN_HOST PROSPECT_WEB_ROOT PROSPECT_NGINX_TEMPLATE PROSPECT_NGINX_CONF \
  NGINX_BIN PROSPECT_API_BASE_URL API_UPSTREAM TILE_UPSTREAM PROSPECT_TILE_URL PROSPECT_TILE_CACHE_DIR \
  PROSPECT_CA_CERTIFICATES PROSPECT_TILE_ATTRIBUTION PROSPECT_GOOGLE_CLIENT_ID PROSPECT_MEDIA_ORIGINS \
  PROSPECT_TRUSTED_PROXIES; do
  eval "value=\${$name-}"
  case $value in
    *"$newline"* | *"$carriage_return"*)
      fail "$name must be on one line: its value holds a line break (newline or carriage return)" ;;
  esac
done

PORT=${PORT:-8080}
WEB_ROOT=${PROSPECT_WEB_ROOT:-/usr/share/nginx/html}
TEMPLATE=${PROSPECT_NGINX_TEMPLATE:-/etc/prospect/prospect.conf.template}
CONF=${PROSPECT_NGINX_CONF:-/etc/nginx/conf.d/prospect.conf}
NGINX_BIN=${NGINX_BIN:-nginx}

# scheme://host[:port] of an absolute http(s) address; nothing for a relative one (the page's own
# origin, already 'self'). A {s} subdomain placeholder (tile servers) becomes the CSP wildcard *.
# Anything but a plain host is refused: these values are written into nginx's configuration.
origin_of() {
  case $1 in
    http://* | https://*) ;;
    '' | /*) return 0 ;;
    *) fail "$2 must be an absolute http(s) address or a path starting with /, not '$1'" ;;
  esac
  scheme=${1%%://*}
  host=${1#*://}
  host=${host%%/*}
  host=${host%%\?*}
  host=$(printf '%s' "$host" | sed 's/^{[a-z]*}\./*./')
  printf '%s' "$host" | grep -Eq '^(\*\.)?[A-Za-z0-9.-]+(:[0-9]+)?$' ||
    fail "$2 has a host nginx's policy cannot name: '$host'"
  printf '%s://%s' "$scheme" "$host"
}

# A JSON string literal, escaping quotes, backslashes and control characters.
json_string() {
  JSON_VALUE=$1 awk 'BEGIN {
    for (i = 1; i < 32; i++) control[sprintf("%c", i)] = sprintf("\\u%04x", i)
    control["\n"] = "\\n"; control["\r"] = "\\r"; control["\t"] = "\\t"
    value = ENVIRON["JSON_VALUE"]; out = "\""
    for (i = 1; i <= length(value); i++) {
      c = substr(value, i, 1)
      if (c == "\\" || c == "\"") out = out "\\" c
      else if (c in control) out = out control[c]
      else out = out c
    }
    printf "%s\"", out
  }'
}

case $PORT in
  '' | *[!0-9]*) fail "PORT must be a port number, not '$PORT'" ;;
esac
listen=$PORT
if [ -n "${PROSPECT_LISTEN_HOST:-}" ]; then
  printf '%s' "$PROSPECT_LISTEN_HOST" | grep -Eq '^[A-Za-z0-9.:-]+$' ||
    fail "PROSPECT_LISTEN_HOST must be a host name or address"
  listen="$PROSPECT_LISTEN_HOST:$PORT"
fi
printf '%s' "$WEB_ROOT" | grep -Eq '^/[A-Za-z0-9._/-]*$' ||
  fail "the web root must be an absolute path of letters, digits, . _ - and /: '$WEB_ROOT'"

# The proxies in front (a TLS terminator, a load balancer), trusted to say which scheme and client address
# a request came with: addresses or CIDR ranges, separated by spaces or commas. Nobody by default.
trusted_proxies_geo='# none'
trusted_proxies_real_ip='# no trusted proxy: the client address is the peer nginx sees'
if [ -n "${PROSPECT_TRUSTED_PROXIES:-}" ]; then
  trusted_proxies_geo=
  trusted_proxies_real_ip=
  for proxy in $(printf '%s' "$PROSPECT_TRUSTED_PROXIES" | tr ',' ' '); do
    printf '%s' "$proxy" | grep -Eq '^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$' ||
      fail "PROSPECT_TRUSTED_PROXIES must list IP addresses or CIDR ranges (like 10.0.0.0/8), not '$proxy'"
    trusted_proxies_geo="$trusted_proxies_geo$proxy 1; "
    trusted_proxies_real_ip="${trusted_proxies_real_ip}set_real_ip_from $proxy; "
  done
fi

api_origin=$(origin_of "${PROSPECT_API_BASE_URL:-}" PROSPECT_API_BASE_URL)

# Tiles through this origin (TILE_UPSTREAM, the tile server's own {z}/{x}/{y} template): the app asks
# for /tiles/{z}/{x}/{y}.png and nginx sends each to the server's own address. Only what nginx's
# configuration can hold verbatim passes: a plain host, a path and query of URL characters, and each
# of {z}, {x}, {y} exactly once ({s} subdomains are pointless on one kept-alive connection).
tile_proxy=
tile_upstream_scheme=
tile_upstream_host=
tile_upstream_name=
tile_upstream_server=
tile_upstream_path=
tile_upstream_tls='# plain HTTP: nothing to verify'
if [ -n "${TILE_UPSTREAM:-}" ]; then
  [ -z "${PROSPECT_TILE_URL:-}" ] ||
    fail "set TILE_UPSTREAM (tiles through this origin) or PROSPECT_TILE_URL (the browser asks the tile server), not both"
  printf '%s' "$TILE_UPSTREAM" |
    grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?/[A-Za-z0-9._~/{}@-]*(\?[A-Za-z0-9._~=&%{}-]*)?$' ||
    fail "TILE_UPSTREAM must be an http(s) tile address like https://tiles.example/{z}/{x}/{y}.png, not '$TILE_UPSTREAM'"
  for part in z x y; do
    [ "$(printf '%s' "$TILE_UPSTREAM" | grep -o "{$part}" | wc -l)" -eq 1 ] ||
      fail "TILE_UPSTREAM must hold {$part} exactly once: '$TILE_UPSTREAM'"
  done
  tile_upstream_scheme=${TILE_UPSTREAM%%://*}
  tile_upstream_host=${TILE_UPSTREAM#*://}
  tile_upstream_host=${tile_upstream_host%%/*}
  tile_upstream_name=${tile_upstream_host%%:*}
  # nginx's upstream server needs its port spelled out (it would take 80 for an https address).
  case $tile_upstream_host in
    *:*) tile_upstream_server=$tile_upstream_host ;;
    *) tile_upstream_server="$tile_upstream_name:$([ "$tile_upstream_scheme" = https ] && echo 443 || echo 80)" ;;
  esac
  # {z} {x} {y} become the location's captures; any other brace is refused.
  tile_upstream_path=$(printf '%s' "${TILE_UPSTREAM#*://"$tile_upstream_host"}" |
    sed -e 's/{z}/$tile_z/' -e 's/{x}/$tile_x/' -e 's/{y}/$tile_y/')
  case $tile_upstream_path in
    *[{}]*) fail "TILE_UPSTREAM may hold no placeholder but {z}, {x} and {y}: '$TILE_UPSTREAM'" ;;
  esac
  case $tile_upstream_scheme in
    https)
      ca_file=${PROSPECT_CA_CERTIFICATES:-/etc/ssl/certs/ca-certificates.crt}
      printf '%s' "$ca_file" | grep -Eq '^/[A-Za-z0-9._/-]*$' ||
        fail "PROSPECT_CA_CERTIFICATES must be an absolute path of letters, digits, . _ - and /: '$ca_file'"
      [ -r "$ca_file" ] || fail "no CA certificates at $ca_file to check the tile server's (install ca-certificates or set PROSPECT_CA_CERTIFICATES)"
      tile_upstream_tls="proxy_ssl_verify on; proxy_ssl_verify_depth 4; proxy_ssl_trusted_certificate $ca_file;"
      ;;
  esac
  tile_cache_dir=${PROSPECT_TILE_CACHE_DIR:-/var/cache/nginx/prospect-tiles}
  printf '%s' "$tile_cache_dir" | grep -Eq '^/[A-Za-z0-9._/-]*$' ||
    fail "PROSPECT_TILE_CACHE_DIR must be an absolute path of letters, digits, . _ - and /: '$tile_cache_dir'"
  mkdir -p "$tile_cache_dir"
  tile_proxy=yes
  PROSPECT_TILE_URL=/tiles/{z}/{x}/{y}.png
fi
# The app's own default when no tile server is configured (apps/prospect/src/config.ts); a proxied
# one is on this origin, already 'self'.
tile_origin=$(origin_of "${PROSPECT_TILE_URL:-https://tile.openstreetmap.org/{z}/{x}/{y}.png}" PROSPECT_TILE_URL)
media_origins=
for media in ${PROSPECT_MEDIA_ORIGINS:-}; do
  media_origins="$media_origins $(origin_of "$media" PROSPECT_MEDIA_ORIGINS)"
done

gsi=https://accounts.google.com/gsi
csp="default-src 'self'"
csp="$csp; script-src 'self' $gsi/client"
csp="$csp; style-src 'self' 'unsafe-inline' $gsi/style"
csp="$csp; img-src 'self' data: blob: $tile_origin $api_origin$media_origins"
# The tile origin is here for the service worker, which fetches tiles to keep them for offline use.
csp="$csp; connect-src 'self' $api_origin $tile_origin $gsi/"
csp="$csp; frame-src $gsi/; worker-src 'self'; manifest-src 'self'; font-src 'self'; object-src 'none'"
csp="$csp; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
csp=$(printf '%s' "$csp" | tr -s ' ' | sed 's/ ;/;/g')

keep=NO_API_PROXY
drop=API_PROXY
upstream=
if [ -n "${API_UPSTREAM:-}" ]; then
  upstream=${API_UPSTREAM%/}
  printf '%s' "$upstream" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$' ||
    fail "API_UPSTREAM must be scheme://host[:port] with no path (it receives /api/… as is), not '$API_UPSTREAM'"
  keep=API_PROXY
  drop=NO_API_PROXY
fi

# Without TILE_UPSTREAM the tile proxy's blocks go; with it, only their markers.
tile_blocks='/# @TILE_PROXY_BEGIN@/,/# @TILE_PROXY_END@/d'
[ -z "$tile_proxy" ] || tile_blocks='/# @TILE_PROXY_BEGIN@/d;/# @TILE_PROXY_END@/d'

# sed replacement text: & and the | delimiter are literal in the values.
sed_text() {
  printf '%s' "$1" | sed -e 's/[&|\\]/\\&/g'
}

[ -r "$TEMPLATE" ] || fail "no nginx template at $TEMPLATE"
mkdir -p "$(dirname "$CONF")"
# render SED_EXPRESSION: the template with the settings, and the brotli block kept or dropped.
render() {
  sed -e "$1" \
    -e "/# @${drop}_BEGIN@/,/# @${drop}_END@/d" \
    -e "/# @${keep}_BEGIN@/d" -e "/# @${keep}_END@/d" \
    -e "$tile_blocks" \
    -e "s|@TILE_UPSTREAM_SCHEME@|$tile_upstream_scheme|g" \
    -e "s|@TILE_UPSTREAM_SERVER@|$tile_upstream_server|g" \
    -e "s|@TILE_UPSTREAM_HOST@|$tile_upstream_host|g" \
    -e "s|@TILE_UPSTREAM_NAME@|$tile_upstream_name|g" \
    -e "s|@TILE_UPSTREAM_PATH@|$(sed_text "$tile_upstream_path")|g" \
    -e "s|@TILE_UPSTREAM_TLS@|$tile_upstream_tls|g" \
    -e "s|@TILE_CACHE_DIR@|${tile_cache_dir:-}|g" \
    -e "s|@TRUSTED_PROXIES_GEO@|$trusted_proxies_geo|g" \
    -e "s|@TRUSTED_PROXIES_REAL_IP@|$trusted_proxies_real_ip|g" \
    -e "s|@LISTEN@|$listen|g" \
    -e "s|@WEB_ROOT@|$WEB_ROOT|g" \
    -e "s|@CSP@|$csp|g" \
    -e "s|@API_UPSTREAM@|$upstream|g" \
    "$TEMPLATE" >"$CONF"
}
# Brotli when this nginx has the module (Debian: libnginx-mod-http-brotli-static), else gzip alone: nginx
# names a directive it does not know when it tests the configuration, and any other error is left for
# its start to report.
render '/# @BROTLI_BEGIN@/d;/# @BROTLI_END@/d'
if ! probe=$("$NGINX_BIN" -t -q "$@" 2>&1) && printf '%s' "$probe" | grep -q 'unknown directive "brotli_static"'; then
  render '/# @BROTLI_BEGIN@/,/# @BROTLI_END@/d'
  echo "prospect: this nginx has no brotli module; compressed files are served as gzip only" >&2
fi

# Every key optional: the app falls back to what it was built with.
config='{'
separator=
add_setting() {
  [ -n "$2" ] || return 0
  config="$config$separator\"$1\": $(json_string "$2")"
  separator=', '
}
add_setting apiBaseUrl "${PROSPECT_API_BASE_URL:-}"
add_setting tileUrl "${PROSPECT_TILE_URL:-}"
add_setting tileAttribution "${PROSPECT_TILE_ATTRIBUTION:-}"
add_setting googleClientId "${PROSPECT_GOOGLE_CLIENT_ID:-}"
printf '%s}\n' "$config" >"$WEB_ROOT/config.json"

exec "$NGINX_BIN" -g 'daemon off;' "$@"
