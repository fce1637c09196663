// carckit-preview: the program that serves `carckit preview`. carckit runs it
// in its own place (exec) with the request it parsed; it is the same command
// line, linked with the preview stage and so with cpp-httplib, which no other
// command then loads.
#include <iostream>

#include "base/lsan_suppressions.h"
#include "base/out_of_memory.h"
#include "cli/app.h"
#include "preview/run_preview.h"

namespace {

/// Serves the request in this process until SIGINT or SIGTERM.
carc::Status Serve(const carc::PreviewRequest& request) {
  carc::PreviewOptions options;
  options.tileset = request.tileset;
  options.theme = request.theme;
  options.port = request.port;
  return carc::RunPreview(options, request.open, std::cout);
}

}  // namespace

int main(int argc, char** argv) {
  carc::InstallOutOfMemoryHandling();  // first: anything may run out of memory
  return carc::RunCarckit(argc, argv, &Serve);
}
