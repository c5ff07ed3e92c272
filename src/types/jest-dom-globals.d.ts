// Tests import `expect` from @jest/globals; this gives it jest-dom's matchers (toBeInTheDocument …).
import type {} from "@testing-library/jest-dom/jest-globals";
