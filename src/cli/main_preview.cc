// carckit-preview: the program that serves `carckit preview`. carckit runs it
// in its own place (exec) with the request it parsed; it is the same command
// line, linked with the preview stage and so with cpp-httplib, which no other
// command then loads.
#include <iostream>

#include "art/svg_sandbox.h"
#include "base/lsan_suppressions.h"
#include "base/out_of_memory.h"
#include "cli/app.h"
#include "draw/pdf_document.h"
#include "cli/cli.h"
#include "preview/run_preview.h"

namespace {

/// Serves the request in this process until SIGINT or SIGTERM.
carc::Status Serve(const carc::PreviewRequest& request) {
  carc::PreviewOptions options;
  options.tileset = request.tileset;
  options.theme = request.theme;
  options.port = request.port;
  carc::Diagnostics diags;
  carc::Status served = carc::RunPreview(options, request.open, std::cout, &diags);
  carc::PrintDiagnostics(diags);
  return served;
}

}  // namespace

int main(int argc, char** argv) {
  // First of all: a start that is an SVG art probe (the preview draws the
  // set's SVG art in one) draws the art from nothing of the tool's state, and ends.
  carc::RunAsSvgProbeIfAsked();
  carc::InstallOutOfMemoryHandling();  // then: anything may run out of memory
  carc::WriteCairoPdfStreamsPlain();   // before any thread: it sets a variable
  return carc::RunCarckit(argc, argv, &Serve);
}
