#include "art/svg_library.h"

#include <dlfcn.h>

namespace carc {

namespace {

/// librsvg's soname: the library Debian's librsvg2-2 installs.
constexpr const char* kLibrary = "librsvg-2.so.2";

/// The functions used, from the library once it is loaded.
struct Rsvg {
  void* library = nullptr;
  RsvgHandle* (*new_from_file)(const char*, GError**) = nullptr;
  gboolean (*render_document)(RsvgHandle*, cairo_t*, const RsvgRectangle*, GError**) = nullptr;
  std::string error;

  Rsvg() {
    library = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      const char* e = dlerror();
      error = std::string("cannot load the SVG library: ") + (e ? e : kLibrary);
      return;
    }
    new_from_file = reinterpret_cast<decltype(new_from_file)>(dlsym(library, "rsvg_handle_new_from_file"));
    render_document = reinterpret_cast<decltype(render_document)>(dlsym(library, "rsvg_handle_render_document"));
    if (!new_from_file || !render_document) error = std::string("cannot load the SVG library: ") + kLibrary + " is too old";
  }
};

/// Loaded on first use, once (thread-safe: a function-local static).
const Rsvg& Library() {
  static const Rsvg rsvg;
  return rsvg;
}

}  // namespace

bool LoadSvgLibrary(std::string* why) {
  const Rsvg& rsvg = Library();
  if (!rsvg.error.empty()) *why = rsvg.error;
  return rsvg.error.empty();
}

RsvgHandle* OpenSvg(const std::string& path, std::string* why) {
  if (!LoadSvgLibrary(why)) return nullptr;
  const Rsvg& rsvg = Library();
  GError* error = nullptr;
  RsvgHandle* handle = rsvg.new_from_file(path.c_str(), &error);
  if (!handle) *why = error ? error->message : "unknown error";
  if (error) g_error_free(error);
  return handle;
}

void RenderSvg(RsvgHandle* handle, cairo_t* cr, const RsvgRectangle& viewport) {
  const Rsvg& rsvg = Library();
  if (rsvg.render_document) rsvg.render_document(handle, cr, &viewport, nullptr);
}

bool SvgLibraryLoaded() {
  void* mapped = dlopen(kLibrary, RTLD_NOW | RTLD_NOLOAD);
  if (mapped) dlclose(mapped);
  return mapped != nullptr;
}

}  // namespace carc
