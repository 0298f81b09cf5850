#!/bin/sh
# What the one image runs, by its first argument. Each role `exec`s Node, so that Node is the
# process tini signals: SIGTERM reaches the api or worker itself, which drains and exits.
set -eu

DIST=/app/apps/api/dist

usage() {
  cat >&2 <<'EOF'
Usage: <image> api | worker | migrate | cli COMMAND [OPTIONS] | health [live|metrics]

  api      the portal (HTTP on $PORT); set WORKER=off when workers run in their own containers
  worker   a processing worker (no HTTP; /metrics on $METRICS_PORT when set)
  migrate  apply pending database migrations, then exit (run before a new version's api)
  cli      the admin CLI: setup, create-organisation, create-user, set-password, import,
           backup, restore, help
  health   the container health check: the api's liveness probe, or (metrics) the
           metrics port, for a worker
EOF
}

role="${1:-api}"
[ "$#" -gt 0 ] && shift

case "$role" in
  api) exec node "$DIST/main.js" "$@" ;;
  worker) exec node "$DIST/worker.js" "$@" ;;
  migrate) exec node "$DIST/cli/main.js" migrate "$@" ;;
  cli) exec node "$DIST/cli/main.js" "$@" ;;
  health)
    # Node's fetch, not curl: one tool fewer in the image. Any answer but 2xx, or none within
    # 4 s, is a failure.
    case "${1:-live}" in
      live) url="http://127.0.0.1:${PORT:-8080}/api/health/live/" ;;
      metrics) url="http://127.0.0.1:${METRICS_PORT:?METRICS_PORT is not set}/metrics" ;;
      *) usage; exit 64 ;;
    esac
    exec node -e '
      fetch(process.argv[1], { signal: AbortSignal.timeout(4000) }).then(
        (r) => process.exit(r.ok ? 0 : 1),
        () => process.exit(1),
      );' "$url"
    ;;
  -h | --help | help) usage ;;
  *) usage; exit 64 ;;
esac
