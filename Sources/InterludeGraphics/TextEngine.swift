import CCairo
import CPangoCairo
import Foundation

/// Text layout with Pango, set up so the same text breaks into the same lines at every scale:
/// absolute font sizes, no hinting of outlines or metrics, unrounded glyph positions, grayscale
/// antialiasing. Layout happens in points with an identity matrix; only glyph rasterization sees
/// the device scale. One engine per thread (Pango font maps are not thread-safe).
package final class TextEngine {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var families: Set<String>?

    private static let key = "Interlude.TextEngine"

    /// This thread's engine.
    package static var current: TextEngine {
        let dictionary = Thread.current.threadDictionary
        if let engine = dictionary[key] as? TextEngine { return engine }
        let engine = TextEngine()
        dictionary[key] = engine
        return engine
    }

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The installed family whose name matches `name` (ignoring case and spaces), if any.
    package func installedFamily(named name: String) -> String? {
        if families == nil {
            var list: UnsafeMutablePointer<OpaquePointer?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &list, &count)
            var names = Set<String>()
            for i in 0..<Int(count) {
                if let family = list?[i], let cName = pango_font_family_get_name(family) { names.insert(String(cString: cName)) }
            }
            g_free(list)
            families = names
        }
        func normal(_ s: String) -> String { s.lowercased().replacingOccurrences(of: " ", with: "") }
        return families?.first { normal($0) == normal(name) }
    }

    private func withDescription<T>(_ font: FontFace, _ body: (OpaquePointer) -> T) -> T {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.familyName)
        pango_font_description_set_weight(description, font.openTypeWeight)
        pango_font_description_set_style(description, font.isItalic ? INTERLUDE_PANGO_STYLE_ITALIC : INTERLUDE_PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(INTERLUDE_PANGO_SCALE))
        return body(description)
    }

    /// Ascender, descender (negative) and line height of `font`, in points.
    package func metrics(of font: FontFace) -> (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        withDescription(font) { description in
            let metrics = pango_context_get_metrics(context, description, nil)!
            defer { pango_font_metrics_unref(metrics) }
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            return (
                CGFloat(pango_font_metrics_get_ascent(metrics)) / unit, -CGFloat(pango_font_metrics_get_descent(metrics)) / unit,
                CGFloat(pango_font_metrics_get_height(metrics)) / unit
            )
        }
    }

    /// How far the ink of `glyph` rises above the baseline in `font`, in points: the cap height
    /// for "H", the x-height for "x" (both have flat tops, so their ink top is the font's line).
    package func inkHeightAboveBaseline(of glyph: String, in font: FontFace) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        withDescription(font) { pango_layout_set_font_description(layout, $0) }
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        guard let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        let baseline = pango_layout_iter_get_baseline(iter)
        return CGFloat(baseline - ink.y) / CGFloat(INTERLUDE_PANGO_SCALE)
    }

    /// A laid-out text: call `size`, or `draw(in:at:)`.
    package final class Layout {
        /// The Pango layouts the text is cut into, top to bottom: one per run of paragraphs that
        /// share a paragraph style (a Pango layout has one alignment, one indent, one set of tabs).
        fileprivate let blocks: [Block]
        /// Lines shown (all when nil).
        fileprivate let lineLimit: Int?
        /// Where each line's baseline and bottom are, in points from the top, when the paragraph
        /// styles place lines (line heights, spacing, several blocks); nil where Pango places them.
        fileprivate let placedLines: [PlacedLine]?
        /// Space after the last character (its kerning: TextKit kerns after every character,
        /// Pango only between them).
        fileprivate let trailingSpace: CGFloat

        fileprivate init(blocks: [Block], lineLimit: Int?, placedLines: [PlacedLine]?, trailingSpace: CGFloat = 0) {
            self.blocks = blocks
            self.lineLimit = lineLimit
            self.placedLines = placedLines
            self.trailingSpace = trailingSpace
        }

        /// The first block (every layout has one).
        private var first: Block { blocks[0] }

        /// Width and height of the shown lines, in points (not rounded).
        package var size: CGSize {
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            var width: CGFloat = 0
            for block in blocks {
                var logical = PangoRectangle()
                pango_layout_get_extents(block.layout, nil, &logical)
                width = max(width, block.x + CGFloat(logical.width) / unit)
            }
            width += trailingSpace
            if let placedLines {
                let shown = placedLines.prefix(lineLimit ?? placedLines.count)
                return CGSize(width: width, height: shown.last?.bottom ?? 0)
            }
            return CGSize(width: width, height: CGFloat(shownHeight) / unit)
        }

        /// Number of lines after wrapping.
        package var lineCount: Int { blocks.reduce(0) { $0 + Int(pango_layout_get_line_count($1.layout)) } }

        /// How many lines from the top end within `height` points (at least one).
        package func linesFitting(height: CGFloat) -> Int {
            if let placedLines { return max(1, placedLines.prefix { $0.bottom <= height + 1e-9 }.count) }
            guard let iter = pango_layout_get_iter(first.layout) else { return 1 }
            defer { pango_layout_iter_free(iter) }
            let limit = Int32((Double(height) * Double(INTERLUDE_PANGO_SCALE)).rounded(.down))
            var count = 0
            repeat {
                var y0: Int32 = 0, y1: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &y0, &y1)
                guard y1 <= limit else { break }
                count += 1
            } while pango_layout_iter_next_line(iter) != 0
            return max(1, count)
        }

        /// Height in Pango units of the lines within `lineLimit` (one block placed by Pango).
        private var shownHeight: Int32 {
            var logical = PangoRectangle()
            pango_layout_get_extents(first.layout, nil, &logical)
            guard let limit = lineLimit, limit < lineCount, let iter = pango_layout_get_iter(first.layout) else {
                return logical.height
            }
            defer { pango_layout_iter_free(iter) }
            var y0: Int32 = 0, y1: Int32 = 0
            for _ in 0..<limit - 1 { _ = pango_layout_iter_next_line(iter) }
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            return y1
        }

        /// The baselines of the first and the last shown line, in points from the top of the text
        /// (Auto Layout's first and last baseline anchors).
        package var baselines: (first: CGFloat, last: CGFloat) {
            let shown = min(lineCount, lineLimit ?? lineCount)
            if let placedLines, let first = placedLines.first {
                return (first.baseline, placedLines[max(0, min(placedLines.count, shown) - 1)].baseline)
            }
            guard let iter = pango_layout_get_iter(first.layout) else { return (0, 0) }
            defer { pango_layout_iter_free(iter) }
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            let first = CGFloat(pango_layout_iter_get_baseline(iter)) / unit
            for _ in 0..<max(0, shown - 1) { _ = pango_layout_iter_next_line(iter) }
            return (first, CGFloat(pango_layout_iter_get_baseline(iter)) / unit)
        }

        /// Draws the text with its top-left corner at `origin` (points) in `color`, clipped to the shown lines.
        package func draw(in context: CGContext, at origin: CGPoint, color: CGColor) {
            let cr = context.cairo
            cairo_save(cr)
            if lineLimit != nil {
                let s = size
                cairo_rectangle(cr, Double(origin.x) - 1e4, Double(origin.y), 2e4 + Double(s.width), Double(s.height))
                cairo_clip(cr)
            }
            let x = Double(origin.x), y = Double(origin.y)
            drawShadows(in: context, x: x, y: y, color: color)
            context.setSource(color)
            if let placedLines {
                context.composite { drawPlacedLines(placedLines, cr, x: x, y: y) }
            } else {
                cairo_move_to(cr, x + Double(first.x), y)
                context.composite { pango_cairo_show_layout(cr, first.layout) }
            }
            drawStrokes(in: context, x: x, y: y, color: color)
            drawAttachments(in: context, x: x, y: y)
            cairo_restore(cr)
            context.notePaint()
        }

        /// A shown line: its layout line, its block, where its left edge is and how wide it is, and
        /// its top and bottom, in points from the text's origin (with placed lines, a line reaches
        /// up to the previous line's bottom).
        struct ShownLine {
            var line: UnsafeMutablePointer<PangoLayoutLine>
            fileprivate var block: Block
            var left: CGFloat
            var width: CGFloat
            var top: CGFloat
            var bottom: CGFloat
            /// Where the line's layout starts in the whole text (UTF-8 bytes).
            var layoutStart: Int { block.start }
            /// The text of the line's layout.
            var layoutText: UnsafePointer<CChar>? { pango_layout_get_text(block.layout) }
            /// The line's characters in the whole text (UTF-8 bytes).
            var bytes: Range<Int> {
                let start = block.start + Int(line.pointee.start_index)
                return start..<start + Int(line.pointee.length)
            }
        }

        /// Calls `body` with each shown line from the top until it answers false.
        func forEachShownLine(_ body: (ShownLine) -> Bool) {
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            let shown = lineLimit ?? placedLines?.count ?? Int.max
            var index = 0
            for block in blocks {
                guard index < shown, let iter = pango_layout_get_iter(block.layout) else { return }
                defer { pango_layout_iter_free(iter) }
                repeat {
                    guard index < shown, let line = pango_layout_iter_get_line_readonly(iter) else { return }
                    var logical = PangoRectangle()
                    pango_layout_iter_get_line_extents(iter, nil, &logical)
                    var y0: Int32 = 0, y1: Int32 = 0
                    pango_layout_iter_get_line_yrange(iter, &y0, &y1)
                    var top = CGFloat(y0) / unit, bottom = CGFloat(y1) / unit
                    if let placedLines, index < placedLines.count {
                        bottom = placedLines[index].bottom
                        top = index == 0 ? 0 : placedLines[index - 1].bottom
                    }
                    let shownLine = ShownLine(
                        line: line, block: block, left: block.x + CGFloat(logical.x) / unit,
                        width: CGFloat(logical.width) / unit, top: top, bottom: bottom)
                    guard body(shownLine) else { return }
                    index += 1
                } while pango_layout_iter_next_line(iter) != 0
            }
        }

        /// The character (its first UTF-8 byte in the text) drawn at `point` (points from the
        /// text's origin), or nil when no character of a shown line is there.
        package func byteIndex(at point: CGPoint) -> Int? {
            var found: Int?
            forEachShownLine { shown in
                guard point.y >= shown.top, point.y < shown.bottom else { return point.y >= shown.bottom }
                guard point.x >= shown.left, point.x < shown.left + shown.width else { return false }
                var index: Int32 = 0, trailing: Int32 = 0
                let x = Int32(((point.x - shown.left) * CGFloat(INTERLUDE_PANGO_SCALE)).rounded(.down))
                if pango_layout_line_x_to_index(shown.line, x, &index, &trailing) != 0 {
                    found = shown.block.start + Int(index)
                }
                return false
            }
            return found
        }

        /// The rectangle (points from the text's origin) around the shown characters of `bytes`,
        /// from the top of their first line to the bottom of their last; for an empty range, the
        /// caret's: zero wide, as tall as its line (where a line wraps, the caret is at the start
        /// of the next). Nil when no shown line holds the range.
        package func rect(forBytes bytes: Range<Int>) -> CGRect? {
            let rects = lineRects(forBytes: bytes)
            guard let first = rects.first else { return nil }
            return rects.dropFirst().reduce(first) { $0.union($1) }
        }

        /// The images of the attachment characters shown, each in its bounds from where the
        /// character starts on its line's baseline.
        private func drawAttachments(in context: CGContext, x: Double, y: Double) {
            guard blocks.contains(where: { !$0.attachments.isEmpty }) else { return }
            let unit = Double(INTERLUDE_PANGO_SCALE)
            let shown = lineLimit ?? placedLines?.count ?? Int.max
            var line = 0
            for block in blocks {
                guard !block.attachments.isEmpty, let iter = pango_layout_get_iter(block.layout) else {
                    line += Int(pango_layout_get_line_count(block.layout))
                    continue
                }
                defer { pango_layout_iter_free(iter) }
                repeat {
                    guard let run = pango_layout_iter_get_run_readonly(iter) else {
                        line += 1
                        continue
                    }
                    guard line < shown else { break }
                    let item = run.pointee.item.pointee
                    guard let found = block.attachments.first(where: { $0.bytes.contains(Int(item.offset)) }) else {
                        continue
                    }
                    var logical = PangoRectangle()
                    pango_layout_iter_get_run_extents(iter, nil, &logical)
                    let baseline =
                        placedLines.map { Double($0[min(line, $0.count - 1)].baseline) }
                        ?? Double(pango_layout_iter_get_baseline(iter)) / unit
                    let bounds = found.attachment.bounds.standardized
                    guard let image = found.attachment.image else { continue }
                    // One image per character of the run, each the bounds' width along.
                    for index in 0..<max(1, Int(item.num_chars)) {
                        let left = x + Double(block.x) + Double(logical.x) / unit + Double(index) * Double(bounds.width)
                        let rect = CGRect(
                            x: left + Double(bounds.minX), y: y + baseline - Double(bounds.maxY),
                            width: Double(bounds.width), height: Double(bounds.height))
                        context.drawImageSurface(image.surface, in: rect, flipped: false)
                    }
                } while pango_layout_iter_next_run(iter) != 0
            }
        }

        /// Calls `body` with each shown glyph run of an outlined range, its font and glyphs, the
        /// range, and the point (device space of `cr`) its baseline starts at.
        private func forEachOutlinedRun(
            x: Double, y: Double,
            _ body: (OpaquePointer, OpaquePointer, Outlined, Double, Double) -> Void
        ) {
            let unit = Double(INTERLUDE_PANGO_SCALE)
            let shown = lineLimit ?? placedLines?.count ?? Int.max
            var line = 0
            for block in blocks {
                guard !block.outlined.isEmpty else {
                    line += Int(pango_layout_get_line_count(block.layout))
                    continue
                }
                guard let iter = pango_layout_get_iter(block.layout) else { continue }
                defer { pango_layout_iter_free(iter) }
                repeat {
                    // Pango ends each line with a run of nil.
                    guard let run = pango_layout_iter_get_run_readonly(iter) else {
                        line += 1
                        continue
                    }
                    guard line < shown else { break }
                    let item = run.pointee.item.pointee
                    guard let range = block.outlined.first(where: { $0.bytes.contains(Int(item.offset)) }),
                        let font = item.analysis.font, let glyphs = run.pointee.glyphs
                    else { continue }
                    var logical = PangoRectangle()
                    pango_layout_iter_get_run_extents(iter, nil, &logical)
                    let baseline =
                        placedLines.map { Double($0[min(line, $0.count - 1)].baseline) }
                        ?? Double(pango_layout_iter_get_baseline(iter)) / unit
                    body(
                        font, glyphs, range, x + Double(block.x) + Double(logical.x) / unit,
                        y + baseline - Double(run.pointee.y_offset) / unit)
                } while pango_layout_iter_next_run(iter) != 0
            }
        }

        /// Paints the outlined ranges' glyphs: filled unless hollow, stroked when outlined.
        private func paintGlyphs(
            _ cr: OpaquePointer, _ context: CGContext, x: Double, y: Double, color: CGColor, where include: (Outlined) -> Bool
        ) {
            forEachOutlinedRun(x: x, y: y) { font, glyphs, range, gx, gy in
                guard include(range) else { return }
                if range.fills {
                    glyphPath(cr, font, glyphs, range, gx, gy)
                    context.setSource(range.color ?? color)
                    cairo_fill(cr)
                }
                if range.strokeWidth > 0 {
                    glyphPath(cr, font, glyphs, range, gx, gy)
                    context.setSource(range.strokeColor ?? range.color ?? color)
                    cairo_set_line_width(cr, Double(range.strokeWidth))
                    cairo_stroke(cr)
                }
            }
        }

        /// The shadows of the ranges that cast one, under the text: one blurred shadow per
        /// distinct shadow, of the glyphs as they are painted (fill and outline).
        private func drawShadows(in context: CGContext, x: Double, y: Double, color: CGColor) {
            var shadows: [Run.Shadow] = []
            for case let shadow? in blocks.flatMap({ $0.outlined.map(\.shadow) })
            where !shadows.contains(where: { $0.matches(shadow) }) {
                shadows.append(shadow)
            }
            let cr = context.cairo
            for shadow in shadows where shadow.color.alpha > 0 {
                context.paintShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color) {
                    paintGlyphs(cr, context, x: x, y: y, color: color) { $0.shadow?.matches(shadow) == true }
                }
            }
        }

        /// The path of a run's glyphs with their baseline starting at (`gx`, `gy`): slanted by the
        /// range's obliqueness about that baseline (x moves right by the obliqueness times the
        /// height above it), so the glyphs keep their advances.
        private func glyphPath(
            _ cr: OpaquePointer, _ font: OpaquePointer, _ glyphs: OpaquePointer,
            _ range: Outlined, _ gx: Double, _ gy: Double
        ) {
            guard range.obliqueness != 0 else {
                cairo_move_to(cr, gx, gy)
                pango_cairo_glyph_string_path(cr, font, glyphs)
                return
            }
            // Cairo keeps a path in device space, so the skew applies to this path only.
            cairo_save(cr)
            var skew = cairo_matrix_t(xx: 1, yx: 0, xy: -Double(range.obliqueness), yy: 1, x0: gx, y0: gy)
            cairo_transform(cr, &skew)
            cairo_move_to(cr, 0, 0)
            pango_cairo_glyph_string_path(cr, font, glyphs)
            cairo_restore(cr)
        }

        /// The slanted ranges' glyphs, and the outlines of the ranges that have one, over the text.
        private func drawStrokes(in context: CGContext, x: Double, y: Double, color: CGColor) {
            guard blocks.contains(where: { $0.outlined.contains { $0.strokeWidth > 0 || $0.obliqueness != 0 } }) else {
                return
            }
            let cr = context.cairo
            cairo_save(cr)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            context.composite {
                forEachOutlinedRun(x: x, y: y) { font, glyphs, range, gx, gy in
                    if range.obliqueness != 0, range.fills {
                        // Pango laid the glyphs out unseen; they are filled here, slanted.
                        glyphPath(cr, font, glyphs, range, gx, gy)
                        context.setSource(range.color ?? color)
                        cairo_fill(cr)
                    }
                    guard range.strokeWidth > 0 else { return }
                    glyphPath(cr, font, glyphs, range, gx, gy)
                    context.setSource(range.strokeColor ?? range.color ?? color)
                    cairo_set_line_width(cr, Double(range.strokeWidth))
                    cairo_stroke(cr)
                }
            }
            cairo_restore(cr)
        }

        /// Draws each shown line on the baseline the paragraph styles gave it, at the x Pango
        /// gave it in its block.
        private func drawPlacedLines(_ placedLines: [PlacedLine], _ cr: OpaquePointer, x: Double, y: Double) {
            let unit = Double(INTERLUDE_PANGO_SCALE)
            let shown = min(placedLines.count, lineLimit ?? placedLines.count)
            var index = 0
            for block in blocks where index < shown {
                guard let iter = pango_layout_get_iter(block.layout) else { continue }
                defer { pango_layout_iter_free(iter) }
                repeat {
                    guard index < shown else { break }
                    var logical = PangoRectangle()
                    pango_layout_iter_get_line_extents(iter, nil, &logical)
                    cairo_move_to(
                        cr, x + Double(block.x) + Double(logical.x) / unit, y + Double(placedLines[index].baseline))
                    pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter))
                    index += 1
                } while pango_layout_iter_next_line(iter) != 0
            }
        }
    }

    /// One Pango layout of a text: a run of paragraphs that share a paragraph style.
    fileprivate final class Block {
        let layout: OpaquePointer
        /// How far every line is moved right of the text's origin: the smaller of the paragraph
        /// style's head indents (Pango indents the rest), and for unwrapped text of several
        /// blocks, where the alignment puts the block within the widest.
        var x: CGFloat
        /// The ranges with outlines or shadows, which Interlude draws from the glyphs' outlines
        /// (UTF-8 bytes of the block's text).
        let outlined: [Outlined]
        /// The ranges replaced by images (UTF-8 bytes of the block's text).
        let attachments: [(bytes: Range<Int>, attachment: Run.Attachment)]
        /// Where the block's text starts in the whole text (UTF-8 bytes).
        var start = 0

        init(
            layout: OpaquePointer, x: CGFloat, outlined: [Outlined],
            attachments: [(bytes: Range<Int>, attachment: Run.Attachment)] = []
        ) {
            self.layout = layout
            self.x = x
            self.outlined = outlined
            self.attachments = attachments
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

        /// The width of the block's widest line, in points.
        var width: CGFloat {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGFloat(logical.width) / CGFloat(INTERLUDE_PANGO_SCALE)
        }
    }

    /// A line placed by a paragraph style: its baseline and its bottom (where the next line's
    /// spacing starts), in points from the top of the text.
    fileprivate struct PlacedLine {
        var baseline: CGFloat
        var bottom: CGFloat
    }

    /// A range of the text with its own font, color or other character attributes (attributed strings).
    package struct Run {
        /// The range in the text, in UTF-8 bytes.
        package var bytes: Range<Int>
        /// The range's font; nil keeps the layout's.
        package var font: FontFace?
        /// The range's color; nil keeps the color the layout is drawn with.
        package var color: CGColor?
        /// Extra space after each character, in points.
        package var kern: CGFloat = 0
        /// How far the range's baseline is raised, in points.
        package var baselineOffset: CGFloat = 0
        /// The range's underline, and its color (nil: the text's).
        package var underline: Line = .none
        package var underlineColor: CGColor?
        /// The range's strikethrough, and its color (nil: the text's).
        package var strikethrough: Line = .none
        package var strikethroughColor: CGColor?
        /// The color behind the range's characters.
        package var background: CGColor?
        /// The outline's width in percent of the font's point size: positive strokes the
        /// characters without filling them, negative strokes and fills them, 0 draws no outline.
        package var strokeWidth: CGFloat = 0
        /// The outline's color (nil: the text's).
        package var strokeColor: CGColor?
        /// The shadow the range's characters cast.
        package var shadow: Shadow?
        /// Whether the font's standard ligatures (OpenType `liga` and `clig`) join characters;
        /// required ones always do.
        package var ligatures = true
        /// An image each character of the range is replaced by.
        package var attachment: Attachment?
        /// How far the range's glyphs slant, TextKit's obliqueness: each point of a glyph moves
        /// right by this times its height above the baseline (left when negative); advances stay.
        package var obliqueness: CGFloat = 0

        package init(bytes: Range<Int>, font: FontFace?, color: CGColor?) {
            self.bytes = bytes
            self.font = font
            self.color = color
        }

        /// An inline image: `bounds` (points) is where it is drawn from where its character starts
        /// on the baseline, x right and y up (TextKit's text attachment bounds); its width is the
        /// character's advance and its height takes room in the line.
        package struct Attachment {
            package var image: CGImage?
            package var bounds: CGRect

            package init(image: CGImage?, bounds: CGRect) {
                self.image = image
                self.bounds = bounds
            }
        }

        /// An underline or strikethrough.
        package enum Line: Sendable {
            case none, single, double
        }

        /// A shadow of characters: `offset` in points (y down), blurred as a context's shadow of
        /// `blur` (``CGContext/setShadow(offset:blur:color:)``), in `color`.
        package struct Shadow {
            package var offset: CGSize
            package var blur: CGFloat
            package var color: CGColor

            package init(offset: CGSize, blur: CGFloat, color: CGColor) {
                self.offset = offset
                self.blur = blur
                self.color = color
            }

            /// Whether `other` casts the same shadow (the ranges that do are blurred together).
            func matches(_ other: Shadow) -> Bool {
                offset == other.offset && blur == other.blur && color.red == other.color.red
                    && color.green == other.color.green && color.blue == other.color.blue
                    && color.alpha == other.color.alpha
            }
        }
    }

    /// A range drawn with an outline or a shadow, with what it needs to draw them.
    fileprivate struct Outlined {
        var bytes: Range<Int>
        /// The outline's width in points (0: none), and whether the characters are filled too.
        var strokeWidth: CGFloat
        var fills: Bool
        var color: CGColor?
        var strokeColor: CGColor?
        var shadow: Run.Shadow?
        /// How far the glyphs slant: x moves by this times the height above the baseline.
        var obliqueness: CGFloat = 0
    }

    /// What a paragraph style sets for its paragraphs, in points (TextKit's `NSParagraphStyle`).
    package struct Paragraph: Equatable, Sendable {
        /// Space between a line's bottom and the next line's top.
        package var lineSpacing: CGFloat = 0
        /// Space after a paragraph, and before one (not before the first).
        package var paragraphSpacing: CGFloat = 0
        package var paragraphSpacingBefore: CGFloat = 0
        /// Where a paragraph's first line and its other lines start, from the leading edge.
        package var firstLineHeadIndent: CGFloat = 0
        package var headIndent: CGFloat = 0
        /// Where lines end: from the leading edge when positive, from the trailing edge when not.
        package var tailIndent: CGFloat = 0
        /// Each line's natural height times this (0: 1), then kept within the minimum and the
        /// maximum (0: none).
        package var lineHeightMultiple: CGFloat = 0
        package var minimumLineHeight: CGFloat = 0
        package var maximumLineHeight: CGFloat = 0
        /// The paragraphs' own alignment; nil takes the one the text is laid out with.
        package var alignment: NSTextAlignment?
        /// Where tabs take the text: TextKit's default is 12 left-aligned stops 28 points apart.
        package var tabStops: [TabStop] = (1...12).map { TabStop(location: CGFloat($0) * 28, alignment: .left) }
        /// Past the last stop, tabs go to multiples of this (0: Pango repeats the last interval).
        package var defaultTabInterval: CGFloat = 0

        package init() {}

        /// Whether lines are placed by these settings rather than by Pango.
        var placesLines: Bool {
            lineSpacing != 0 || paragraphSpacing != 0 || paragraphSpacingBefore != 0 || lineHeightMultiple > 0
                || minimumLineHeight > 0 || maximumLineHeight > 0
        }
    }

    /// A tab stop: where from the leading edge (points) the text after a tab is placed, and how.
    package struct TabStop: Equatable, Sendable {
        package var location: CGFloat
        /// Left: the text starts at the stop; right: it ends there; center: it is centred on it.
        package var alignment: NSTextAlignment
        /// With a decimal character, the text is placed so that its first one is at the stop
        /// (the text before it ends there).
        package var decimal: Character?

        package init(location: CGFloat, alignment: NSTextAlignment, decimal: Character? = nil) {
            self.location = location
            self.alignment = alignment
            self.decimal = decimal
        }
    }

    /// A paragraph of the text (UTF-8 bytes, without its separator) and its style.
    package struct StyledParagraph: Equatable, Sendable {
        package var bytes: Range<Int>
        package var paragraph: Paragraph

        package init(bytes: Range<Int>, paragraph: Paragraph) {
            self.bytes = bytes
            self.paragraph = paragraph
        }
    }

    /// Lays out `text` in `font`. `width` (points) wraps or truncates lines; nil lays out one line
    /// per paragraph with no limit. `maxLines` 0 means no limit; `maxHeight` (points) limits
    /// truncating modes when `maxLines` is 0. `runs` give ranges their own font or color.
    /// `paragraph` styles the whole text, unless `paragraphs` give each paragraph its own style.
    package func layout(
        _ text: String, font: FontFace, width: CGFloat?, maxLines: Int, maxHeight: CGFloat? = nil,
        lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment, runs: [Run] = [], paragraph: Paragraph? = nil,
        paragraphs: [StyledParagraph] = []
    ) -> Layout {
        let groups = Self.groups(of: paragraphs)
        let end = text.utf8.count
        let trailingKern = runs.last(where: { $0.bytes.contains(end - 1) && $0.kern != 0 })?.kern ?? 0
        guard groups.count > 1 else {
            let paragraph = groups.first?.paragraph ?? paragraph ?? Paragraph()
            let block = block(
                text, font: font, width: width, lineLimit: maxLines > 0 ? .lines(maxLines) : maxHeight.map { .height($0) },
                lineBreakMode: lineBreakMode, alignment: alignment, runs: runs, paragraph: paragraph)
            var lineLimit: Int? = maxLines > 0 ? maxLines : nil
            if block.ellipsizes {
                lineLimit = nil
            } else if block.unwrapped, maxLines == 1 {
                lineLimit = 1
            }
            let placed = paragraph.placesLines ? place(block.block.layout, text, paragraph) : nil
            return Layout(blocks: [block.block], lineLimit: lineLimit, placedLines: placed, trailingSpace: trailingKern)
        }
        // Several styles: one block per group, placed one under the other.
        let bytes = Array(text.utf8)
        var blocks: [Block] = []
        var placed: [PlacedLine] = []
        var previous: Paragraph?
        var unwrapped = true
        for group in groups {
            var top: CGFloat = 0
            if let previous, let last = placed.last {
                top = last.bottom + previous.lineSpacing + previous.paragraphSpacing + group.paragraph.paragraphSpacingBefore
            }
            // A truncating text shows the lines left of its limit.
            var limit: LineLimit?
            if maxLines > 0 {
                guard maxLines > placed.count else { break }
                limit = .lines(maxLines - placed.count)
            } else if let maxHeight {
                guard maxHeight > top || placed.isEmpty else { break }
                limit = .height(maxHeight - top)
            }
            let groupText = String(decoding: bytes[group.bytes], as: UTF8.self)
            let groupRuns = runs.compactMap { run -> Run? in
                let lower = max(run.bytes.lowerBound, group.bytes.lowerBound)
                let upper = min(run.bytes.upperBound, group.bytes.upperBound)
                guard lower < upper else { return nil }
                var run = run
                run.bytes = lower - group.bytes.lowerBound..<upper - group.bytes.lowerBound
                return run
            }
            let made = block(
                groupText, font: font, width: width, lineLimit: limit, lineBreakMode: lineBreakMode,
                alignment: alignment, runs: groupRuns, paragraph: group.paragraph)
            unwrapped = unwrapped && made.unwrapped
            placed += place(made.block.layout, groupText, group.paragraph).map {
                PlacedLine(baseline: top + $0.baseline, bottom: top + $0.bottom)
            }
            made.block.start = group.bytes.lowerBound
            blocks.append(made.block)
            previous = group.paragraph
        }
        if unwrapped {
            // Unwrapped lines are aligned within the widest, as Pango aligns the lines of one layout.
            let widest = blocks.map { $0.x + $0.width }.max() ?? 0
            for (block, group) in zip(blocks, groups) {
                let factor: CGFloat =
                    switch group.paragraph.alignment ?? alignment {
                    case .center: 0.5
                    case .right: 1
                    default: 0
                    }
                block.x += (widest - block.x - block.width) * factor
            }
        }
        var lineLimit: Int? = maxLines > 0 ? maxLines : nil
        if unwrapped, maxLines == 1 { lineLimit = 1 }
        return Layout(blocks: blocks, lineLimit: lineLimit, placedLines: placed, trailingSpace: trailingKern)
    }

    /// How many lines, or how much height, a truncating block may show.
    private enum LineLimit {
        case lines(Int)
        case height(CGFloat)
    }

    /// Adjacent paragraphs with equal styles, joined (with the separators between them).
    private static func groups(of paragraphs: [StyledParagraph]) -> [StyledParagraph] {
        var groups: [StyledParagraph] = []
        for paragraph in paragraphs {
            if let last = groups.last, last.paragraph == paragraph.paragraph {
                groups[groups.count - 1].bytes = last.bytes.lowerBound..<paragraph.bytes.upperBound
            } else {
                groups.append(paragraph)
            }
        }
        return groups
    }

    /// One Pango layout of `text` in `paragraph`'s style; whether it ellipsizes (Pango then
    /// shows the lines within `lineLimit`), and whether its lines are unwrapped.
    private func block(
        _ text: String, font: FontFace, width: CGFloat?, lineLimit: LineLimit?, lineBreakMode: NSLineBreakMode,
        alignment: NSTextAlignment, runs: [Run], paragraph: Paragraph
    ) -> (block: Block, ellipsizes: Bool, unwrapped: Bool) {
        let layout = pango_layout_new(context)!
        withDescription(font) { pango_layout_set_font_description(layout, $0) }
        pango_layout_set_text(layout, text, -1)
        if !runs.isEmpty { setAttributes(runs, on: layout) }
        let unit = Double(INTERLUDE_PANGO_SCALE)
        // Head indents: unwrapped, every line starts a paragraph and so at the first line's indent;
        // wrapped, the smaller moves every line and Pango indents the first line of each paragraph
        // (or, when negative, the others) by the difference. A positive tail indent is where lines end.
        let wraps = width != nil || paragraph.tailIndent > 0
        let indent =
            wraps ? max(0, min(paragraph.firstLineHeadIndent, paragraph.headIndent)) : paragraph.firstLineHeadIndent
        if wraps, paragraph.firstLineHeadIndent != paragraph.headIndent {
            let difference = paragraph.firstLineHeadIndent - paragraph.headIndent
            pango_layout_set_indent(layout, Int32((Double(difference) * unit).rounded()))
        }
        var width = width
        if paragraph.tailIndent > 0 {
            width = paragraph.tailIndent - indent
        } else if let full = width {
            width = full + paragraph.tailIndent - indent
        }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(Double(Int32.max), (Double(width) * unit).rounded(.down))))
        }
        switch lineBreakMode {
        case .byCharWrapping: pango_layout_set_wrap(layout, INTERLUDE_PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, INTERLUDE_PANGO_WRAP_WORD_CHAR)
        }
        let ellipsize: Int32? =
            switch lineBreakMode {
            case .byTruncatingTail: INTERLUDE_PANGO_ELLIPSIZE_END
            case .byTruncatingHead: INTERLUDE_PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: INTERLUDE_PANGO_ELLIPSIZE_MIDDLE
            default: nil
            }
        let ellipsizes = ellipsize != nil && width != nil
        if let ellipsize, width != nil {
            pango_layout_set_ellipsize(layout, ellipsize)
            // Pango ellipsizes the last line that fits: a negative height counts lines, a positive one is a height.
            switch lineLimit {
            case .lines(let lines): pango_layout_set_height(layout, Int32(-lines))
            case .height(let height) where height.isFinite && height > 0:
                pango_layout_set_height(layout, Int32(min(Double(Int32.max), Double(height) * unit)))
            default: pango_layout_set_height(layout, Int32.max)
            }
        }
        switch paragraph.alignment ?? alignment {
        case .center: pango_layout_set_alignment(layout, INTERLUDE_PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, INTERLUDE_PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, INTERLUDE_PANGO_ALIGN_LEFT)
        }
        if text.utf8.contains(0x09) {
            setTabs(paragraph.tabStops, interval: paragraph.defaultTabInterval, indent: indent, on: layout)
        }
        let outlined = runs.compactMap { run -> Outlined? in
            let width = run.strokeWidth.isFinite ? run.strokeWidth : 0
            let obliqueness = run.obliqueness.isFinite ? run.obliqueness : 0
            guard width != 0 || run.shadow != nil || obliqueness != 0, !run.bytes.isEmpty else { return nil }
            return Outlined(
                bytes: run.bytes, strokeWidth: abs(width) / 100 * (run.font ?? font).pointSize, fills: width <= 0,
                color: run.color, strokeColor: run.strokeColor, shadow: run.shadow, obliqueness: obliqueness)
        }
        let attachments = runs.compactMap { run in run.attachment.map { (bytes: run.bytes, attachment: $0) } }
        return (Block(layout: layout, x: indent, outlined: outlined, attachments: attachments), ellipsizes, width == nil)
    }

    /// Sets `stops` as the layout's tabs. Their locations are from the leading edge, the layout's
    /// from `indent` (Pango takes its own first-line indent off). Past the last stop, tabs go to
    /// multiples of `interval` when it is positive.
    private func setTabs(_ stops: [TabStop], interval: CGFloat, indent: CGFloat, on layout: OpaquePointer) {
        var stops = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        if interval > 0, interval.isFinite {
            // Enough multiples for any line Pango will lay out (it repeats the last interval beyond).
            var next = ((stops.last?.location ?? 0) / interval).rounded(.down) * interval + interval
            while stops.count < 256, next < 1e5 {
                stops.append(TabStop(location: next, alignment: .left))
                next += interval
            }
        }
        guard let tabs = pango_tab_array_new(Int32(max(1, stops.count)), 0) else { return }
        defer { pango_tab_array_free(tabs) }
        let unit = Double(INTERLUDE_PANGO_SCALE)
        for (index, stop) in stops.enumerated() {
            let align: Int32 =
                if stop.decimal != nil {
                    INTERLUDE_PANGO_TAB_DECIMAL
                } else {
                    switch stop.alignment {
                    case .right: INTERLUDE_PANGO_TAB_RIGHT
                    case .center: INTERLUDE_PANGO_TAB_CENTER
                    default: INTERLUDE_PANGO_TAB_LEFT
                    }
                }
            let location = Int32(max(0, min(Double(Int32.max), (Double(stop.location - indent) * unit).rounded())))
            pango_tab_array_set_tab(tabs, Int32(index), align, location)
            if let decimal = stop.decimal?.unicodeScalars.first {
                pango_tab_array_set_decimal_point(tabs, Int32(index), decimal.value)
            }
        }
        if stops.isEmpty {
            // No stops: every tab goes to the next multiple of Pango's own interval from zero.
            pango_tab_array_set_tab(tabs, 0, INTERLUDE_PANGO_TAB_LEFT, 0)
        }
        pango_layout_set_tabs(layout, tabs)
    }

    /// TextKit's line placement: a line's height is its natural height (ascent plus descent) times
    /// the line-height multiple, kept within the minimum and maximum; what that adds goes above
    /// the text (the baseline sits `descent` above the line's bottom). Lines are `lineSpacing`
    /// apart; between two paragraphs the first's `paragraphSpacing` and the next's
    /// `paragraphSpacingBefore` come on top.
    private func place(_ layout: OpaquePointer, _ text: String, _ paragraph: Paragraph) -> [PlacedLine] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let unit = CGFloat(INTERLUDE_PANGO_SCALE)
        let bytes = Array(text.utf8)
        var placed: [PlacedLine] = []
        var top: CGFloat = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter))
            let ascent = (baseline - CGFloat(logical.y)) / unit
            let descent = (CGFloat(logical.y) + CGFloat(logical.height) - baseline) / unit
            if let previous = placed.last, let line = pango_layout_iter_get_line_readonly(iter) {
                let start = Int(line.pointee.start_index)
                let startsParagraph = start > 0 && start <= bytes.count && [0x0a, 0x0d].contains(bytes[start - 1])
                top = previous.bottom + paragraph.lineSpacing
                if startsParagraph { top += paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore }
            }
            var height = (ascent + descent) * (paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1)
            if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
            height = max(height, paragraph.minimumLineHeight)
            placed.append(PlacedLine(baseline: top + height - descent, bottom: top + height))
        } while pango_layout_iter_next_line(iter) != 0
        return placed
    }

    /// Gives the layout one font and one color attribute per run that sets them.
    private func setAttributes(_ runs: [Run], on layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: CGFloat) -> UInt16 { UInt16((Double(min(1, max(0, v.isFinite ? v : 0))) * 65535).rounded()) }
        for run in runs where !run.bytes.isEmpty {
            if let font = run.font { withDescription(font) { insert(pango_attr_font_desc_new($0), run.bytes) } }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), run.bytes)
                insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), run.bytes)
            }
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            if run.kern != 0, run.kern.isFinite {
                insert(pango_attr_letter_spacing_new(Int32((run.kern * unit).rounded())), run.bytes)
            }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                insert(pango_attr_rise_new(Int32((run.baselineOffset * unit).rounded())), run.bytes)
            }
            if run.underline != .none {
                insert(pango_attr_underline_new(Self.pangoLine(run.underline)), run.bytes)
                if let c = run.underlineColor {
                    insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)), run.bytes)
                }
            }
            if run.strikethrough != .none {
                insert(pango_attr_strikethrough_new(1), run.bytes)
                if let c = run.strikethroughColor {
                    insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)), run.bytes)
                }
            }
            if run.strokeWidth > 0 && run.strokeWidth.isFinite || run.obliqueness != 0 && run.obliqueness.isFinite {
                // Hollow or slanted: Pango lays the characters out but paints them at the least
                // alpha it takes (nothing shows); the outline or the slanted glyphs are drawn over them.
                insert(pango_attr_foreground_alpha_new(1), run.bytes)
            }
            if !run.ligatures { insert(pango_attr_font_features_new("liga=0, clig=0"), run.bytes) }
            if let attachment = run.attachment {
                // Pango's shapes: y down from the baseline.
                let b = attachment.bounds.standardized
                func u(_ v: CGFloat) -> Int32 { Int32(max(-1e6, min(1e6, v.isFinite ? v : 0)) * unit) }
                var rect = PangoRectangle(x: 0, y: u(-b.maxY), width: u(max(0, b.width)), height: u(max(0, b.height)))
                insert(pango_attr_shape_new(&rect, &rect), run.bytes)
            }
            if let c = run.background, c.alpha > 0 {
                insert(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), run.bytes)
                insert(pango_attr_background_alpha_new(max(1, channel(c.alpha))), run.bytes)
            }
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// Pango's underline for a line style (Pango draws one thickness and no patterns).
    private static func pangoLine(_ line: Run.Line) -> Int32 {
        line == .double ? INTERLUDE_PANGO_UNDERLINE_DOUBLE : INTERLUDE_PANGO_UNDERLINE_SINGLE
    }
}

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
