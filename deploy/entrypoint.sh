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
  health   the container health check: the api's liveness probe (live), or a worker's
           metrics port (metrics); without an argument, the one for the role running
EOF
}

role="${1:-api}"
[ "$#" -gt 0 ] && shift

# The image's HEALTHCHECK runs `health` with no argument: it learns the role from here.
remember_role() { echo "$role" >/tmp/waymark-role 2>/dev/null || true; }

case "$role" in
  api) remember_role; exec node "$DIST/main.js" "$@" ;;
  worker) remember_role; exec node "$DIST/worker.js" "$@" ;;
  migrate) exec node "$DIST/cli/main.js" migrate "$@" ;;
  cli) exec node "$DIST/cli/main.js" "$@" ;;
  health)
    # Node's fetch, not curl: one tool fewer in the image. Any answer but 2xx, or none within
    # 4 s, is a failure. A worker is asked on its metrics port; without one, it has nothing
    # to ask and counts as healthy while it runs.
    check="${1:-}"
    if [ -z "$check" ]; then
      case "$(cat /tmp/waymark-role 2>/dev/null)" in
        worker) [ -n "${METRICS_PORT:-}" ] || exit 0; check=metrics ;;
        *) check=live ;;
      esac
    fi
    case "$check" in
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
