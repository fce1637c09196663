// librsvg, loaded when SVG art is first drawn rather than with the program:
// its libraries cost every run 16 M instructions to map and link, though
// only a set with SVG art needs them (docs/speed.md). The types come from
// librsvg's header; the two functions carckit calls are looked up with
// dlsym().
#pragma once

#include <librsvg/rsvg.h>

#include <string>

namespace carc {

/// Loads librsvg if it is not yet; false with `*why` set if it cannot be.
bool LoadSvgLibrary(std::string* why);

/// Opens the SVG at `path` (rsvg_handle_new_from_file); nullptr with `*why`
/// set when it cannot be read or librsvg cannot be loaded.
RsvgHandle* OpenSvg(const std::string& path, std::string* why);

/// Draws `handle`'s document into `viewport` on `cr` (rsvg_handle_render_document).
void RenderSvg(RsvgHandle* handle, cairo_t* cr, const RsvgRectangle& viewport);

/// Whether librsvg is mapped into this process (for tests: only SVG art loads it).
bool SvgLibraryLoaded();

}  // namespace carc
