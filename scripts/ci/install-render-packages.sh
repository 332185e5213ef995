#!/usr/bin/env bash
# Installs the browser and fonts the tests render with, the same way on every machine: the exact
# Debian package versions the visual baselines were made with (tests/visual/baselines/environment.json)
# while Debian still offers them, else the current ones, saying so. Used by .ci/run and, when no
# Chromium is found, by `npm test`. Needs root; `apt-get update` is run once here.
#
#   bash scripts/ci/install-render-packages.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

export DEBIAN_FRONTEND=noninteractive
RECORD=tests/visual/baselines/environment.json

recorded_version() {
  [[ -f "$RECORD" ]] || return 0
  node -e 'const e = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); process.stdout.write(e.packages?.[process.argv[2]] ?? "")' "$RECORD" "$1"
}

installed_version() {
  dpkg-query -W -f='${Version}' "$1" 2>/dev/null || true
}

offered() {
  apt-cache madison "$1" 2>/dev/null | awk -F'|' '{ gsub(/ /, "", $2); print $2 }' | grep -Fxq "$2"
}

# The packages to install, each as name=version where the recorded version is offered.
wanted=()
describe=()
updated=0
for package in chromium fonts-noto-core; do
  if [[ "$package" == chromium && -n "${CHROME_PATH:-}" ]]; then
    echo "ci: CHROME_PATH is set ($CHROME_PATH): the browser is not installed here"
    continue
  fi
  want="$(recorded_version "$package")"
  have="$(installed_version "$package")"
  if [[ -n "$have" && ( -z "$want" || "$have" == "$want" ) ]]; then
    continue
  fi
  if ((updated == 0)); then
    apt-get update -qq
    updated=1
  fi
  if [[ -n "$want" ]] && offered "$package" "$want"; then
    wanted+=("$package=$want")
    # Chromium's own libraries come in a package of the same version.
    [[ "$package" == chromium ]] && wanted+=("chromium-common=$want")
    describe+=("$package $want (as recorded with the visual baselines)")
  else
    wanted+=("$package")
    if [[ -n "$want" ]]; then
      echo "ci: $package $want, which the visual baselines were made with, is no longer offered by Debian;" >&2
      echo "ci: installing the current $package. The visual regression test names the images to approve again." >&2
    fi
    describe+=("$package (current)")
  fi
done

if ((${#wanted[@]} == 0)); then
  exit 0
fi
echo "ci: installing ${describe[*]}"
apt-get install -y -qq --no-install-recommends --allow-downgrades "${wanted[@]}" >/dev/null
