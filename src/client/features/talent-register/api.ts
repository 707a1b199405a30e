import type { TalentRegister, TalentRegisterResponse } from '../../../shared/contracts/talent-register'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

/** POST freelancer/register (§7): the new talent's id; the talent lists show it afterwards. */
export const registerTalent = defineMutation({
  call: (input: TalentRegister) =>
    api<TalentRegisterResponse>('/freelancer/register', { method: 'POST', body: input }),
  invalidates: () => [['talents']],
})
