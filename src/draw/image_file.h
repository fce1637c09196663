// Every picture carckit writes by file name (a tile, a board, the play-test
// report) goes through here: the format comes from the name's extension or
// an explicit --format, PNGs are size-checked (base/image_size.h) before any
// memory is taken, and every file is written to a temporary and renamed into
// place (base/output_file.h). The caller only says how to draw: the PDF's
// pages, or the one picture of an SVG or PNG at its size in mm.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "base/status.h"
#include "base/units.h"
#include "draw/pdf_document.h"

namespace carc {

/// The formats a picture is written in.
enum class ImageFormat { Pdf, Svg, Png };

/// The extension of `path`'s file name in lower case with its dot (".png"),
/// "." for a name ending in a dot, "" for none (a dotfile such as ".pdf"
/// has none). The one place carckit reads a format from a name.
std::string FileExtension(const std::string& path);

/// The format `format` names ("pdf", "svg", "png"), or when it is empty the
/// one `path`'s extension names (any case); false when neither names one.
bool ImageFormatOf(const std::string& path, const std::string& format, ImageFormat* out);

/// The extension of `format` with its dot: ".pdf", ".svg", ".png".
std::string ImageExtension(ImageFormat format);

/// Usage for a name that names no format: "cannot tell the format of
/// WHAT'PATH': name it .png, .svg or .pdf", the formats in `order` (a
/// command lists its default first), `what` "" or e.g. "report ".
Status UnknownImageFormat(const std::string& what, const std::string& path,
                          const std::vector<ImageFormat>& order);

/// How the SVG and PNG forms of a picture are encoded.
struct ImageEncoding {
  double dpi = 300;  ///< PNG resolution: each side has PixelsFor(side, dpi) pixels
  /// PNG: scale the drawing so that its width spans the image's whole pixels
  /// exactly (a tile's edge on the image's edge) rather than at dpi / 72.
  bool exact_width = false;
  bool opaque = false;  ///< PNG: no alpha channel (the drawing paints every pixel)
  std::string hint = "lower --dpi";  ///< a PNG over the size limit: what to do instead
};

/// What a picture file holds, drawn the same way in every format.
struct ImageContent {
  SizeMm size;  ///< the SVG's or PNG's size (and the PDF page's when `pages` is unset)
  /// Draws the SVG's or PNG's picture on `cr`: user space in points, the
  /// origin at the top-left.
  std::function<void(cairo_t* cr)> draw;
  /// Adds the PDF's pages to `doc`; unset, the PDF has one page of `size`
  /// drawn by `draw`.
  std::function<Status(PdfDocument& doc)> pages;
  PdfMetadata metadata;  ///< the PDF's title, subject and keywords
};

/// Writes `content` to `path` in `format`, atomically and never over one of
/// `inputs`. Io for a PNG over the image size limit ("PATH: error: W x H
/// pixels is too large ...; HINT"), a file that cannot be written, or an
/// error `pages` returns (the file is then not written).
Status WriteImageFile(const std::string& path, ImageFormat format, const ImageEncoding& encoding,
                      const ImageContent& content, const std::vector<std::string>& inputs = {});

}  // namespace carc
