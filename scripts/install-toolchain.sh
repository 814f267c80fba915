#!/usr/bin/env bash
# Installs upstream MLIR 22 (Debian's mlir-22-tools and llvm-22) when
# /usr/lib/llvm-22/bin/mlir-opt is missing. Debian 13 (trixie) and newer carry the
# packages; on Debian 12 (bookworm) they come from trixie, pinned low so nothing
# else is taken from it. Needs root (or sudo).
set -euo pipefail
if [ -x /usr/lib/llvm-22/bin/mlir-opt ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
if ! apt-cache policy mlir-22-tools 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  . /etc/os-release
  if [ "${ID:-}" != debian ]; then
    echo "install-toolchain: mlir-22-tools is not available from this system's package sources;" >&2
    echo "install MLIR 22 and set SMEM_MLIR_OPT to its mlir-opt" >&2
    exit 1
  fi
  echo "install-toolchain: taking mlir-22-tools from Debian trixie (pinned, priority 100)" >&2
  $SUDO tee /etc/apt/sources.list.d/smem-opt-trixie.sources >/dev/null <<'SRC'
Types: deb
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  $SUDO tee /etc/apt/preferences.d/smem-opt-trixie >/dev/null <<'PIN'
Package: *
Pin: release n=trixie
Pin-Priority: 100
PIN
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -q --no-install-recommends -t trixie mlir-22-tools llvm-22
else
  $SUDO apt-get install -y -q --no-install-recommends mlir-22-tools llvm-22
fi
/usr/lib/llvm-22/bin/mlir-opt --version | head -2
