// SVG art is a program: librsvg does what the file asks, and a small file can
// ask for gigabytes (an embedded 20000 x 20000 image), minutes (a <text> of
// 20,000 characters, <use> nested ten-fold 14 deep) or trip the text library
// (font-size="1e30"). So every SVG is first drawn in a child process with
// its memory and CPU time bounded (setrlimit) and GLib's warnings caught;
// only an SVG that drew cleanly within the limits is drawn by the tool, once,
// into a recording that every use then paints.
#pragma once

#include <librsvg/rsvg.h>

#include <cstddef>
#include <string>

#include "draw/cairo_util.h"

namespace carc {

/// Limits on drawing one SVG (docs/limits.md).
struct SvgLimits {
  int cpu_seconds = 4;     ///< CPU time to parse and draw it
  int wall_seconds = 120;  ///< in case it waits on something (a pipe named as an image)
  size_t memory_mb = 512;  ///< address space it may add
  /// CPU time the probes of all the SVG art of one run may take together:
  /// each may take cpu_seconds, but 10 000 different files would take hours.
  double total_cpu_seconds = 60;
  /// Time the probes of all the SVG art of one run may take together,
  /// waiting included (what a link GMarkup cannot see may wait on a pipe).
  double total_wall_seconds = 240;
};

/// What drawing an SVG in the sandbox found.
struct SvgProbe {
  bool ok = false;
  /// Why not, worded to follow "art 'x.svg' ": "is not a readable SVG image
  /// (...)", "takes more than 4 s of CPU time to draw ...".
  std::string problem;
  size_t held_bytes = 0;   ///< memory its recording holds: what the tool keeps
  double cpu_seconds = 0;  ///< CPU time the probe took (user and system)
  double wall_seconds = 0; ///< time the probe took, waiting included
};

/// Draws `handle`'s document into a `side` x `side` square (user units) of
/// a new recording surface; the sandbox and the tool both draw this way.
SurfacePtr RecordSvg(RsvgHandle* handle, double side);

/// Parses the SVG at `path` and draws it with RecordSvg at `side`, then
/// paints the recording onto a `side` x `side` pixel image and into a PDF
/// (discarded), all in a child process bounded by `limits`: this program
/// started afresh when its main() called RunAsSvgProbeIfAsked, else a fork
/// of it (which a thread librsvg left running could block).
SvgProbe ProbeSvg(const std::string& path, int side, const SvgLimits& limits = SvgLimits());

/// When this start of the program is a probe that ProbeSvg started, draws the
/// SVG and ends the process; otherwise returns at once. Every program that
/// may draw SVG art (the tool, the test executables of the stages from `art`
/// up, the fuzz target) calls it first in main(), before anything else
/// runs: the probe must start from nothing of the tool's state.
void RunAsSvgProbeIfAsked();

}  // namespace carc
