#include "draw/pdf_document.h"

#include <cairo-pdf.h>

#include <cmath>

#include "base/text_util.h"

namespace carc {

namespace {
/// A cairo_write_func_t appending to the ScratchFile given as `closure`.
cairo_status_t AppendToScratch(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<ScratchFile*>(closure)->Write(data, length) ? CAIRO_STATUS_SUCCESS
                                                                 : CAIRO_STATUS_WRITE_ERROR;
}
}  // namespace

PdfDocument::PdfDocument(const std::string& path, const PdfMetadata& meta,
                         const std::vector<std::string>& inputs)
    : out_(path, inputs) {
  status_ = out_.status();
  if (!status_.ok()) return;
  cairo_pdf_ = std::make_unique<ScratchFile>();
  if (!cairo_pdf_->status().ok()) {
    status_ = Status::Io(path + ": " + cairo_pdf_->status().message());
    return;
  }
  surface_.reset(
      cairo_pdf_surface_create_for_stream(AppendToScratch, cairo_pdf_.get(), size_.w.pt(),
                                          size_.h.pt()));
  if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS) {
    status_ = Status::Io(path + ": error: cannot write PDF: " +
                         cairo_status_to_string(cairo_surface_status(surface_.get())));
    return;
  }
  cairo_surface_t* s = surface_.get();
  cairo_pdf_surface_restrict_to_version(s, CAIRO_PDF_VERSION_1_5);
  if (!meta.title.empty()) cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, DrawnText(meta.title).c_str());
  if (!meta.subject.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_SUBJECT, DrawnText(meta.subject).c_str());
  if (!meta.author.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_AUTHOR, DrawnText(meta.author).c_str());
  if (!meta.keywords.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_KEYWORDS, DrawnText(meta.keywords).c_str());
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, DrawnText(meta.creator).c_str());
  cr_.reset(cairo_create(s));
}

PdfDocument::~PdfDocument() {
  // Unfinished: the AtomicOutput member removes the temporary file.
  cr_.reset();
  if (surface_ && !finished_) cairo_surface_finish(surface_.get());
}

void PdfDocument::BeginPage(SizeMm size, const std::string& label, const PageBoxes& boxes) {
  size_ = size;
  extras_.push_back({boxes, {}});
  cairo_pdf_surface_set_size(surface_.get(), size.w.pt(), size.h.pt());
  if (!label.empty()) cairo_pdf_surface_set_page_label(surface_.get(), DrawnText(label).c_str());
}

Canvas& PdfDocument::PageArt() {
  if (!page_art_) page_art_ = std::make_unique<PdfCanvas>(&art_, size_.w.pt(), size_.h.pt());
  return *page_art_;
}

void PdfDocument::EndPage() {
  if (page_art_) {
    PdfForm art = page_art_->Finish();
    art.group = false;  // drawn on the page itself, as Cairo would have
    page_art_.reset();
    PlaceForm(AddForm(std::move(art)), {Mm(0), Mm(0)});
  }
  cairo_show_page(cr_.get());
  ++pages_;
}

int PdfDocument::AddBookmark(const std::string& title, int page, int parent) {
  std::string link = "page=" + std::to_string(page);
  return cairo_pdf_surface_add_outline(surface_.get(), parent, DrawnText(title).c_str(), link.c_str(),
                                       cairo_pdf_outline_flags_t(0));
}

int PdfDocument::AddForm(SurfacePtr art, SizeMm size) {
  cairo_forms_.emplace_back(std::move(art), size);
  forms_.push_back({true, cairo_forms_.size() - 1});
  return int(forms_.size()) - 1;
}

int PdfDocument::AddForm(PdfForm form) {
  forms_.push_back({false, art_.AddForm(std::move(form))});
  return int(forms_.size()) - 1;
}

void PdfDocument::PlaceForm(int form, PointMm at, const std::optional<RectMm>& clip) {
  if (extras_.empty() || form < 0 || size_t(form) >= forms_.size()) return;  // no page, no such form
  extras_.back().forms.push_back({form, at, clip});
}

void PdfDocument::DrawFormPages() {
  for (const auto& [art, size] : cairo_forms_) {
    // Cairo clips what it paints on a page to whole points, rounding down; a
    // page a point larger keeps the art's last fraction of a point (its right
    // and bottom bleed). The form is placed by its top-left corner, so the
    // extra room, where nothing is drawn, changes nothing.
    cairo_pdf_surface_set_size(surface_.get(), std::ceil(size.w.pt()) + 1, std::ceil(size.h.pt()) + 1);
    cairo_set_source_surface(cr_.get(), art.get(), 0, 0);
    cairo_paint(cr_.get());
    cairo_show_page(cr_.get());
  }
}

Status PdfDocument::Finish() {
  if (!status_.ok()) return status_;
  DrawFormPages();
  cairo_status_t drawn = cairo_status(cr_.get());
  cr_.reset();
  cairo_surface_finish(surface_.get());
  finished_ = true;
  cairo_status_t written = cairo_surface_status(surface_.get());
  // Cairo 1.16 can lose its stream's write errors: the scratch file keeps them.
  Status scratch = cairo_pdf_->Flush();
  if (!scratch.ok()) return Status::Io(out_.path() + ": " + scratch.message());
  if (drawn != CAIRO_STATUS_SUCCESS || written != CAIRO_STATUS_SUCCESS)
    return Status::Io(out_.path() + ": error: cannot write PDF: " +
                      cairo_status_to_string(drawn != CAIRO_STATUS_SUCCESS ? drawn : written));
  cairo_forms_.clear();  // Cairo's memory goes before qpdf's comes
  surface_.reset();
  Status rewritten = RewritePdf(cairo_pdf_->fd(), extras_, forms_, art_, &out_);
  cairo_pdf_.reset();
  if (!rewritten.ok()) return rewritten;
  return out_.Commit();
}

}  // namespace carc
