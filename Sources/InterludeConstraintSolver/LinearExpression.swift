/// A sum of variables times coefficients plus a constant: `a₁·x₁ + a₂·x₂ + … + c`.
///
/// The terms are kept in variable order with one term per variable (terms of the same variable
/// are added) and no zero coefficients, so equal expressions compare equal however they were
/// written. Build expressions with the arithmetic operators (`2 * width + 8`, `right - left`) or
/// ``init(terms:constant:)``.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, ordered by variable, one per variable, none with a zero coefficient.
    public private(set) var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The expression `a₁·x₁ + … + constant` made of `terms` (terms of one variable are added).
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = LinearExpression.normalized(terms)
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        terms = [Term(variable, 1)]
        constant = 0
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        terms = []
        self.constant = constant
    }

    /// The coefficient of `variable` (0 when it has no term).
    public func coefficient(of variable: Variable) -> Double {
        terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    /// The terms and constant, as in `2·v0 - 1·v3 + 8`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            if text.isEmpty {
                text = term.coefficient < 0 ? "-\(magnitude)·\(term.variable)" : "\(magnitude)·\(term.variable)"
            } else {
                text += term.coefficient < 0 ? " - \(magnitude)·\(term.variable)" : " + \(magnitude)·\(term.variable)"
            }
        }
        if text.isEmpty { return "\(constant)" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return text
    }

    /// `terms` in variable order, terms of one variable added, zero sums dropped.
    static func normalized(_ terms: [Term]) -> [Term] {
        let sorted = terms.sorted { $0.variable < $1.variable }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        return merged.filter { $0.coefficient != 0 }
    }

    /// `self + factor × other`, terms merged in one pass (both are in variable order).
    func adding(_ other: LinearExpression, times factor: Double) -> LinearExpression {
        var result = LinearExpression(constant + factor * other.constant)
        result.terms.reserveCapacity(terms.count + other.terms.count)
        var i = 0
        var j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].variable < other.terms[j].variable) {
                result.terms.append(terms[i])
                i += 1
            } else if i == terms.count || other.terms[j].variable < terms[i].variable {
                result.terms.append(Term(other.terms[j].variable, factor * other.terms[j].coefficient))
                j += 1
            } else {
                let sum = terms[i].coefficient + factor * other.terms[j].coefficient
                if sum != 0 { result.terms.append(Term(terms[i].variable, sum)) }
                i += 1
                j += 1
            }
        }
        result.terms.removeAll { $0.coefficient == 0 }
        return result
    }

    /// Every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        if factor == 0 { return LinearExpression() }
        var result = self
        for index in result.terms.indices { result.terms[index].coefficient *= factor }
        result.terms.removeAll { $0.coefficient == 0 }
        result.constant *= factor
        return result
    }
}
