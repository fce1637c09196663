#include "draw/image_file.h"

#include <cairo-svg.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "base/output_file.h"
#include "draw/png_image.h"

namespace carc {

namespace {

Status WritePng(const std::string& path, const ImageEncoding& e, const ImageContent& content,
                const std::vector<std::string>& inputs) {
  long long width = PixelsFor(content.size.w, e.dpi), height = PixelsFor(content.size.h, e.dpi);
  double scale = e.exact_width ? double(width) / content.size.w.pt() : e.dpi / 72.0;
  PngImage png(path, width, height, scale, e.hint, e.opaque);
  if (!png.status().ok()) return png.status();
  content.draw(png.cr());
  return png.Save(inputs);
}

Status WriteSvg(const std::string& path, const ImageContent& content,
                const std::vector<std::string>& inputs) {
  AtomicOutput out(path, inputs);
  if (!out.status().ok()) return out.status();
  SurfacePtr surface(cairo_svg_surface_create_for_stream(WriteToOutput, &out, content.size.w.pt(),
                                                         content.size.h.pt()));
  // Points, the unit the size is given in: Cairo 1.16 writes the numbers
  // unconverted whatever unit it is told.
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
  {
    ContextPtr cr(cairo_create(surface.get()));
    content.draw(cr.get());
  }
  cairo_surface_finish(surface.get());
  if (!out.WriteStatus().ok()) return out.WriteStatus();  // a full disk, said plainly
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    return Status::Io(std::string("cannot write image: ") +
                      cairo_status_to_string(cairo_surface_status(surface.get())))
        .At(path);
  return out.Commit();
}

Status WritePdf(const std::string& path, const ImageContent& content,
                const std::vector<std::string>& inputs) {
  PdfDocument doc(path, content.metadata, inputs);
  if (!doc.status().ok()) return doc.status();
  if (content.pages) {
    Status drawn = content.pages(doc);
    if (!drawn.ok()) return drawn;
  } else {
    doc.BeginPage(content.size);
    content.draw(doc.cr());
    doc.EndPage();
  }
  return doc.Finish();
}

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

}  // namespace

std::string FileExtension(const std::string& path) {
  return Lower(std::filesystem::path(path).extension().string());
}

std::string ImageExtension(ImageFormat format) {
  switch (format) {
    case ImageFormat::Pdf: return ".pdf";
    case ImageFormat::Svg: return ".svg";
    case ImageFormat::Png: return ".png";
  }
  return "";
}

bool ImageFormatOf(const std::string& path, const std::string& format, ImageFormat* out) {
  std::string ext = format.empty() ? FileExtension(path) : Lower("." + format);
  for (ImageFormat f : {ImageFormat::Pdf, ImageFormat::Svg, ImageFormat::Png}) {
    if (ext != ImageExtension(f)) continue;
    *out = f;
    return true;
  }
  return false;
}

Status UnknownImageFormat(const std::string& what, const std::string& path,
                          const std::vector<ImageFormat>& order) {
  std::string names;
  for (size_t i = 0; i < order.size(); ++i)
    names += (i == 0 ? "" : i + 1 == order.size() ? " or " : ", ") + ImageExtension(order[i]);
  return Status::Usage("cannot tell the format of " + what + "'" + path + "': name it " + names);
}

Status WriteImageFile(const std::string& path, ImageFormat format, const ImageEncoding& encoding,
                      const ImageContent& content, const std::vector<std::string>& inputs) {
  switch (format) {
    case ImageFormat::Png: return WritePng(path, encoding, content, inputs);
    case ImageFormat::Svg: return WriteSvg(path, content, inputs);
    case ImageFormat::Pdf: break;
  }
  return WritePdf(path, content, inputs);
}

}  // namespace carc
