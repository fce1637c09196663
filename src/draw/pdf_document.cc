#include "draw/pdf_document.h"

#include <cairo-pdf.h>

namespace carc {

PdfDocument::PdfDocument(const std::string& path, const PdfMetadata& meta,
                         const std::vector<std::string>& inputs)
    : out_(path, inputs) {
  status_ = out_.status();
  if (!status_.ok()) return;
  surface_.reset(
      cairo_pdf_surface_create_for_stream(WriteToOutput, &out_, size_.w.pt(), size_.h.pt()));
  if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS) {
    status_ = Status::Io(path + ": error: cannot write PDF: " +
                         cairo_status_to_string(cairo_surface_status(surface_.get())));
    return;
  }
  cairo_surface_t* s = surface_.get();
  cairo_pdf_surface_restrict_to_version(s, CAIRO_PDF_VERSION_1_5);
  if (!meta.title.empty()) cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, meta.title.c_str());
  if (!meta.subject.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_SUBJECT, meta.subject.c_str());
  if (!meta.author.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_AUTHOR, meta.author.c_str());
  if (!meta.keywords.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_KEYWORDS, meta.keywords.c_str());
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, meta.creator.c_str());
  cr_.reset(cairo_create(s));
}

PdfDocument::~PdfDocument() {
  // Unfinished: the AtomicOutput member removes the temporary file.
  cr_.reset();
  if (surface_ && !finished_) cairo_surface_finish(surface_.get());
}

void PdfDocument::BeginPage(SizeMm size, const std::string& label) {
  size_ = size;
  cairo_pdf_surface_set_size(surface_.get(), size.w.pt(), size.h.pt());
  if (!label.empty()) cairo_pdf_surface_set_page_label(surface_.get(), label.c_str());
}

void PdfDocument::EndPage() {
  cairo_show_page(cr_.get());
  ++pages_;
}

int PdfDocument::AddBookmark(const std::string& title, int page, int parent) {
  std::string link = "page=" + std::to_string(page);
  return cairo_pdf_surface_add_outline(surface_.get(), parent, title.c_str(), link.c_str(),
                                       cairo_pdf_outline_flags_t(0));
}

Status PdfDocument::Finish() {
  if (!status_.ok()) return status_;
  cairo_status_t drawn = cairo_status(cr_.get());
  cr_.reset();
  cairo_surface_finish(surface_.get());
  finished_ = true;
  cairo_status_t written = cairo_surface_status(surface_.get());
  Status io = out_.WriteStatus();
  if (!io.ok()) return io;  // more precise than Cairo's "error while writing to output stream"
  if (drawn != CAIRO_STATUS_SUCCESS || written != CAIRO_STATUS_SUCCESS)
    return Status::Io(out_.path() + ": error: cannot write PDF: " +
                      cairo_status_to_string(drawn != CAIRO_STATUS_SUCCESS ? drawn : written));
  return out_.Commit();
}

}  // namespace carc
