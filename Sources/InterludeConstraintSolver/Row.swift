/// Coefficients below this magnitude count as zero: they are dropped from every row, so the
/// simplex steps never divide by rounding noise. Layout values are points (up to about 10⁵) with
/// coefficients of order 1, so 10⁻⁸ is far above double rounding (10⁻¹⁶ relative) and far below
/// any coefficient a layout means.
let nearZero = 1.0e-8

/// A symbol and its coefficient in a row.
struct Cell {
    /// The symbol (an index into the tableau's symbol arrays).
    var symbol: Int32
    /// Its coefficient, never smaller than ``nearZero`` in magnitude.
    var coefficient: Double
}

/// One equation of the tableau, `basic = constant + Σ coefficient × symbol`, or while a
/// constraint is being added `0 = constant + Σ …` (then `basic` is −1).
///
/// Cells are kept sorted by symbol index: lookups are binary searches, sums are single merges,
/// and every scan visits symbols in the same order on every run (no hashing anywhere).
struct Row {
    /// The symbol this row defines, or −1.
    var basic: Int32
    /// The row's constant: the basic symbol's value, since every parametric symbol is 0.
    var constant: Double
    /// The parametric symbols with their coefficients, sorted by symbol, none near zero.
    var cells: [Cell]

    init(basic: Int32 = -1, constant: Double = 0, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// Where `symbol` is in ``cells``.
    @inline(__always)
    func position(of symbol: Int32) -> Int? {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) >> 1
                let found = buffer[middle].symbol
                if found < symbol {
                    low = middle + 1
                } else if found > symbol {
                    high = middle
                } else {
                    return middle
                }
            }
            return nil
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        position(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    mutating func add(_ coefficient: Double, for symbol: Int32) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        if low < cells.count && cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if abs(sum) < nearZero { cells.remove(at: low) } else { cells[low].coefficient = sum }
        } else if abs(coefficient) >= nearZero {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        }
    }

    /// Adds `factor ×` another row (its cells and constant), merging in one pass.
    mutating func add(_ source: Row, times factor: Double, scratch: inout [Cell]) {
        constant += factor * source.constant
        merge(skipping: -1, source.cells, times: factor, scratch: &scratch)
    }

    /// Replaces the symbol at `position` by `source`, the row that defines it:
    /// `c × symbol` becomes `c × (source.constant + source.cells)`.
    mutating func substitute(at position: Int, with source: Row, scratch: inout [Cell]) {
        let factor = cells[position].coefficient
        constant += factor * source.constant
        merge(skipping: cells[position].symbol, source.cells, times: factor, scratch: &scratch)
    }

    /// `cells ← cells without skipped + factor × other`, near-zero sums dropped; the old cell
    /// array becomes the scratch buffer, so steady-state merges allocate nothing.
    private mutating func merge(skipping skipped: Int32, _ other: [Cell], times factor: Double, scratch: inout [Cell]) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.count)
        cells.withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                var i = 0
                var j = 0
                while i < mine.count && j < theirs.count {
                    let a = mine[i].symbol
                    let b = theirs[j].symbol
                    if a == skipped {
                        i += 1
                    } else if a < b {
                        scratch.append(mine[i])
                        i += 1
                    } else if b < a {
                        let coefficient = factor * theirs[j].coefficient
                        if abs(coefficient) >= nearZero { scratch.append(Cell(symbol: b, coefficient: coefficient)) }
                        j += 1
                    } else {
                        let coefficient = mine[i].coefficient + factor * theirs[j].coefficient
                        if abs(coefficient) >= nearZero { scratch.append(Cell(symbol: a, coefficient: coefficient)) }
                        i += 1
                        j += 1
                    }
                }
                while i < mine.count {
                    if mine[i].symbol != skipped { scratch.append(mine[i]) }
                    i += 1
                }
                while j < theirs.count {
                    let coefficient = factor * theirs[j].coefficient
                    if abs(coefficient) >= nearZero {
                        scratch.append(Cell(symbol: theirs[j].symbol, coefficient: coefficient))
                    }
                    j += 1
                }
            }
        }
        swap(&cells, &scratch)
    }

    /// Multiplies the equation by −1 (constant and cells).
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves the equation `0 = constant + a × symbol + Σ c × x` for `symbol`, which becomes
    /// the basic symbol: `symbol = −constant/a + Σ (−c/a) × x`.
    mutating func solve(for symbol: Int32) {
        let position = position(of: symbol)!
        let factor = -1 / cells[position].coefficient
        cells.remove(at: position)
        constant *= factor
        var dropped = false
        for index in cells.indices {
            cells[index].coefficient *= factor
            if abs(cells[index].coefficient) < nearZero { dropped = true }
        }
        if dropped { cells.removeAll { abs($0.coefficient) < nearZero } }
        basic = symbol
    }

    /// Exchanges the basic symbol with `symbol`, a parametric one of this row:
    /// `b = k + a × s + …` becomes `s = −k/a + (1/a) × b − …`.
    mutating func pivot(to symbol: Int32) {
        let leaving = basic
        add(-1, for: leaving)
        solve(for: symbol)
    }
}
