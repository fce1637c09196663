// `carckit preview` from start to Ctrl-C: starts the server, prints its
// address, opens a browser on request, and stops cleanly on SIGINT or SIGTERM.
#pragma once

#include <ostream>

#include "base/status.h"
#include "preview/preview_server.h"

namespace carc {

/// Serves `options` until SIGINT or SIGTERM arrives, then stops every thread
/// and returns Ok. The address goes to `out` once the server listens; with
/// `open` a browser is started on it (xdg-open). Io when it cannot start
/// (the theme's problems in `diags`).
Status RunPreview(const PreviewOptions& options, bool open, std::ostream& out, Diagnostics* diags);

}  // namespace carc
