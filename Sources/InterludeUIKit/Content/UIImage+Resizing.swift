/// Drawing resizable images: the image is cut into a 3 × 3 grid by its cap insets; the corners
/// keep their size, the edges and the middle fill the rest by stretching or tiling
/// (https://developer.apple.com/documentation/uikit/uiimage/resizableimage(withcapinsets:resizingmode:)).
extension UIImage {
    /// The unit rectangle of the middle part (between the caps), for `CALayer.contentsCenter`.
    var capCenterUnitRect: CGRect {
        let size = self.size
        guard size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let caps = clampedCaps
        return CGRect(
            x: caps.left / size.width, y: caps.top / size.height,
            width: max(0, size.width - caps.left - caps.right) / size.width,
            height: max(0, size.height - caps.top - caps.bottom) / size.height)
    }

    /// The caps, each at least 0 and together no larger than the image.
    private var clampedCaps: UIEdgeInsets {
        let size = self.size
        let left = min(max(0, capInsets.left), size.width), top = min(max(0, capInsets.top), size.height)
        return UIEdgeInsets(
            top: top, left: left, bottom: min(max(0, capInsets.bottom), size.height - top),
            right: min(max(0, capInsets.right), size.width - left))
    }

    /// Draws the nine parts of the image into `rect`.
    func drawResizable(_ cgImage: CGImage, in rect: CGRect, context: CGContext) {
        let size = self.size, caps = clampedCaps
        // Column and row edges in the image and in `rect`.
        let sourceX = [0, caps.left, size.width - caps.right, size.width]
        let sourceY = [0, caps.top, size.height - caps.bottom, size.height]
        let destX = [rect.minX, rect.minX + caps.left, max(rect.minX + caps.left, rect.maxX - caps.right), rect.maxX]
        let destY = [rect.minY, rect.minY + caps.top, max(rect.minY + caps.top, rect.maxY - caps.bottom), rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                    height: sourceY[row + 1] - sourceY[row])
                let dest = CGRect(
                    x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                    height: destY[row + 1] - destY[row])
                guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else { continue }
                // Corners keep their size; the other parts tile or stretch.
                let isCorner = row != 1 && column != 1
                if isCorner || resizingMode == .stretch {
                    drawPart(cgImage, source: source, into: dest, context: context)
                } else {
                    tilePart(cgImage, source: source, into: dest, context: context)
                }
            }
        }
    }

    /// Draws the part `source` of the image (points) scaled into `dest`.
    private func drawPart(_ cgImage: CGImage, source: CGRect, into dest: CGRect, context: CGContext) {
        let sx = dest.width / source.width, sy = dest.height / source.height
        let whole = CGRect(
            x: dest.minX - source.minX * sx, y: dest.minY - source.minY * sy,
            width: size.width * sx, height: size.height * sy)
        context.saveGState()
        context.clip(to: dest)
        context.drawImageSurface(cgImage.surface, in: whole, flipped: false)
        context.restoreGState()
    }

    /// Repeats the part `source` of the image at its size across `dest`, from its top-left corner.
    private func tilePart(_ cgImage: CGImage, source: CGRect, into dest: CGRect, context: CGContext) {
        var y = dest.minY
        while y < dest.maxY {
            var x = dest.minX
            while x < dest.maxX {
                let tile = CGRect(x: x, y: y, width: source.width, height: source.height)
                let shown = tile.intersection(dest)
                let shownSource = CGRect(
                    x: source.minX, y: source.minY, width: shown.width, height: shown.height)
                drawPart(cgImage, source: shownSource, into: shown, context: context)
                x += source.width
            }
            y += source.height
        }
    }
}
