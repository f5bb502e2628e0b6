// The part of Pango's C API Interlude uses, declared here instead of including <pango/pangocairo.h>:
// Pango's headers need GLib's include paths, whose pkg-config flags carry -pthread, which SwiftPM
// rejects with a warning. Prototypes match Pango 1.50 / GLib 2.74 (enums are C ints, gboolean is int).
#ifndef INTERLUDE_PANGO_SHIM_H
#define INTERLUDE_PANGO_SHIM_H
#include <cairo/cairo.h>

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoLanguage PangoLanguage;

typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

/// Pango units per device unit (PANGO_SCALE).
#define INTERLUDE_PANGO_SCALE 1024

// PangoWrapMode
#define INTERLUDE_PANGO_WRAP_WORD 0
#define INTERLUDE_PANGO_WRAP_CHAR 1
#define INTERLUDE_PANGO_WRAP_WORD_CHAR 2
// PangoEllipsizeMode
#define INTERLUDE_PANGO_ELLIPSIZE_NONE 0
#define INTERLUDE_PANGO_ELLIPSIZE_START 1
#define INTERLUDE_PANGO_ELLIPSIZE_MIDDLE 2
#define INTERLUDE_PANGO_ELLIPSIZE_END 3
// PangoAlignment
#define INTERLUDE_PANGO_ALIGN_LEFT 0
#define INTERLUDE_PANGO_ALIGN_CENTER 1
#define INTERLUDE_PANGO_ALIGN_RIGHT 2
// PangoUnderline
#define INTERLUDE_PANGO_UNDERLINE_SINGLE 1
#define INTERLUDE_PANGO_UNDERLINE_DOUBLE 2
// PangoStyle
#define INTERLUDE_PANGO_STYLE_NORMAL 0
#define INTERLUDE_PANGO_STYLE_ITALIC 2
// PangoTabAlign
#define INTERLUDE_PANGO_TAB_LEFT 0
#define INTERLUDE_PANGO_TAB_RIGHT 1
#define INTERLUDE_PANGO_TAB_CENTER 2
#define INTERLUDE_PANGO_TAB_DECIMAL 3

PangoFontMap *pango_cairo_font_map_new(void);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);
int pango_font_metrics_get_ascent(PangoFontMetrics *metrics);
int pango_font_metrics_get_descent(PangoFontMetrics *metrics);
int pango_font_metrics_get_height(PangoFontMetrics *metrics);
void pango_font_metrics_unref(PangoFontMetrics *metrics);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, int weight);
void pango_font_description_set_style(PangoFontDescription *desc, int style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);

// Attribute lists: per-range fonts and colors (attributed strings). Indices are UTF-8 bytes.
typedef struct _PangoAttrList PangoAttrList;
typedef struct {
    const void *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_underline_new(int underline);
PangoAttribute *pango_attr_underline_color_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_strikethrough_new(int strikethrough);
PangoAttribute *pango_attr_strikethrough_color_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_background_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_background_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_shape_new(const PangoRectangle *ink_rect, const PangoRectangle *logical_rect);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, int wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, int ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, int alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_indent(PangoLayout *layout, int indent);
// Tab stops (paragraph styles' `tabStops`); positions in Pango units unless in pixels.
typedef struct _PangoTabArray PangoTabArray;
PangoTabArray *pango_tab_array_new(int initial_size, int positions_in_pixels);
void pango_tab_array_set_tab(PangoTabArray *tab_array, int tab_index, int alignment, int location);
void pango_tab_array_set_decimal_point(PangoTabArray *tab_array, int tab_index, unsigned int decimal_point);
void pango_tab_array_free(PangoTabArray *tab_array);
void pango_layout_set_tabs(PangoLayout *layout, PangoTabArray *tabs);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_line_count(PangoLayout *layout);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
int pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_yrange(PangoLayoutIter *iter, int *y0, int *y1);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_layout_iter_free(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
/// The leading fields of Pango's `PangoLayoutLine` (read only through pointers Pango hands out).
typedef struct {
    PangoLayout *layout;
    int start_index;
    int length;
} PangoLayoutLine;
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_line_index_to_x(PangoLayoutLine *line, int index_, int trailing, int *x_pos);
const char *pango_layout_get_text(PangoLayout *layout);
int pango_layout_line_x_to_index(PangoLayoutLine *line, int x_pos, int *index_, int *trailing);
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

// Text boundaries (Unicode's grapheme, word and sentence rules): Pango 1.50's `PangoLogAttr`, one
// per character plus one for the end of the text.
typedef struct {
    unsigned int is_line_break : 1;
    unsigned int is_mandatory_break : 1;
    unsigned int is_char_break : 1;
    unsigned int is_white : 1;
    unsigned int is_cursor_position : 1;
    unsigned int is_word_start : 1;
    unsigned int is_word_end : 1;
    unsigned int is_sentence_boundary : 1;
    unsigned int is_sentence_start : 1;
    unsigned int is_sentence_end : 1;
    unsigned int backspace_deletes_character : 1;
    unsigned int is_expandable_space : 1;
    unsigned int is_word_boundary : 1;
    unsigned int break_inserts_hyphen : 1;
    unsigned int break_removes_preceding : 1;
    unsigned int reserved : 17;
} PangoLogAttr;
void pango_get_log_attrs(const char *text, int length, int level, PangoLanguage *language, PangoLogAttr *attrs, int attrs_len);

// Glyph runs of a laid-out line (per-range strokes and shadows). The leading fields of Pango
// 1.50's `PangoAnalysis`, `PangoItem` and `PangoGlyphItem`, read only through pointers Pango hands out.
typedef struct _PangoFont PangoFont;
typedef struct _PangoGlyphString PangoGlyphString;
typedef struct {
    void *shape_engine;
    void *lang_engine;
    PangoFont *font;
} PangoAnalysis;
typedef struct {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;
typedef struct {
    PangoItem *item;
    PangoGlyphString *glyphs;
    int y_offset;
    int start_x_offset;
    int end_x_offset;
} PangoGlyphItem;
PangoGlyphItem *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
int pango_layout_iter_next_run(PangoLayoutIter *iter);
void pango_layout_iter_get_run_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_cairo_glyph_string_path(cairo_t *cr, PangoFont *font, PangoGlyphString *glyphs);

void g_object_unref(void *object);
void g_free(void *memory);

#endif
